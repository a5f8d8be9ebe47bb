CREATE TABLE "place_likes" (
	"place_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "place_likes_place_id_user_id_pk" PRIMARY KEY("place_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "places" ALTER COLUMN "date" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "place_likes" ADD CONSTRAINT "place_likes_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_likes" ADD CONSTRAINT "place_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;