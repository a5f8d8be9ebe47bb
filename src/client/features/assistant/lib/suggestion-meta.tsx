// Icons for suggestion types (spec §2: restaurant, attraction, activity,
// default location; chat suggestions add hotel and transport).
import { BedDouble, Camera, MapPin, Ticket, TrainFront, Utensils } from "lucide-react";

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
