// What trip pages show when no trip is selected.
import { Link } from "react-router";
import { MapPinned } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

export function NoTripCard() {
  return (
    <Card className="flex flex-col items-center gap-3 p-10 text-center">
      <MapPinned className="size-10 text-muted-foreground" aria-hidden />
      <h2 className="text-lg font-semibold">No Trip Selected</h2>
      <p className="text-sm text-muted-foreground">Create or select a trip to plan its route.</p>
      <Button asChild>
        <Link to="/trips">Go to My Trips</Link>
      </Button>
    </Card>
  );
}
