// What trip pages show when no trip is selected.
import { Link } from "react-router";
import { MapPinned } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useT } from "@/lib/i18n";

export function NoTripCard() {
  const t = useT();
  return (
    <Card className="flex flex-col items-center gap-3 p-10 text-center">
      <MapPinned className="size-10 text-muted-foreground" aria-hidden />
      <h2 className="text-lg font-semibold">{t("itinerary.noTrip.title")}</h2>
      <p className="text-sm text-muted-foreground">{t("itinerary.noTrip.hint")}</p>
      <Button asChild>
        <Link to="/trips">{t("itinerary.noTrip.go")}</Link>
      </Button>
    </Card>
  );
}
