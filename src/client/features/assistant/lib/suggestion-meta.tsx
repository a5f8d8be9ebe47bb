// Icons and labels for suggestion types (docs/product/assistant.md: restaurant, attraction,
// activity, default location; chat suggestions add hotel and transport).
import { BedDouble, Camera, MapPin, Ticket, TrainFront, Utensils } from "lucide-react";
import type { ChatSuggestionType } from "@shared/chat";
import type { MessageId } from "@shared/i18n/catalogue";

/** The type's badge, lower-case as the type itself (the badge capitalises it). */
export const SUGGESTION_TYPE_LABEL: Record<ChatSuggestionType, MessageId> = {
  restaurant: "assistant.type.restaurant",
  hotel: "assistant.type.hotel",
  attraction: "assistant.type.attraction",
  activity: "assistant.type.activity",
  transport: "assistant.type.transport",
  other: "assistant.type.other",
};

export function SuggestionIcon({ type, className }: { type: string; className?: string }) {
  switch (type) {
    case "restaurant":
      return <Utensils className={className} aria-hidden />;
    case "attraction":
      return <Camera className={className} aria-hidden />;
    case "activity":
      return <Ticket className={className} aria-hidden />;
    case "hotel":
      return <BedDouble className={className} aria-hidden />;
    case "transport":
      return <TrainFront className={className} aria-hidden />;
    default:
      return <MapPin className={className} aria-hidden />;
  }
}
