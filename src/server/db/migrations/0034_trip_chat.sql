CREATE TABLE "trip_chat_reads" (
	"trip_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"last_message_id" uuid NOT NULL,
	CONSTRAINT "trip_chat_reads_trip_id_user_id_pk" PRIMARY KEY("trip_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "trip_message_reactions" (
	"message_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"emoji" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_message_reactions_message_id_user_id_emoji_pk" PRIMARY KEY("message_id","user_id","emoji")
);
--> statement-breakpoint
CREATE TABLE "trip_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"created_by" uuid,
	"text" text NOT NULL,
	"reply_to" uuid,
	"mentions" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp(3) with time zone,
	"deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "trip_messages_text_length" CHECK (char_length("trip_messages"."text") <= 4000)
);
--> statement-breakpoint
ALTER TABLE "trip_chat_reads" ADD CONSTRAINT "trip_chat_reads_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_chat_reads" ADD CONSTRAINT "trip_chat_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_chat_reads" ADD CONSTRAINT "trip_chat_reads_last_message_id_trip_messages_id_fk" FOREIGN KEY ("last_message_id") REFERENCES "public"."trip_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_message_reactions" ADD CONSTRAINT "trip_message_reactions_message_id_trip_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."trip_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_message_reactions" ADD CONSTRAINT "trip_message_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_messages" ADD CONSTRAINT "trip_messages_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_messages" ADD CONSTRAINT "trip_messages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_messages" ADD CONSTRAINT "trip_messages_reply_to_trip_messages_id_fk" FOREIGN KEY ("reply_to") REFERENCES "public"."trip_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trip_messages_trip_idx" ON "trip_messages" USING btree ("trip_id","created_at","id");