// Price Quotes page, /trips/{tripId}/quotes (docs/product/quotes.md): Flights and Hotels
// tabs, each with a search form, results with Save, and saved quotes with
// Book and Delete. The trip comes from the URL, not only the selected trip.
import { Link, useParams } from "react-router";
import { ArrowLeft, BedDouble, Plane } from "lucide-react";
import { can } from "@shared/permissions";
import { PageShell } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { PageTabsList } from "@/components/page-tabs";
import { Tabs, TabsContent } from "@/components/ui/tabs";
import { useTrip } from "@/features/trips";
import { ApiError } from "@/lib/api";
import { FlightsTab } from "../components/flights-tab";
import { HotelsTab } from "../components/hotels-tab";
import { useT } from "@/lib/i18n";

const QUOTE_TABS = [
  { value: "flights", icon: Plane, label: "quotes.tab.flights" },
  { value: "hotels", icon: BedDouble, label: "quotes.tab.hotels" },
] as const;

export function QuotesPage() {
  const { tripId = "" } = useParams();
  const trip = useTrip(tripId);
  const notFound = trip.error instanceof ApiError && (trip.error.status === 404 || trip.error.status === 400);
  const t = useT();

  return (
    <PageShell title={t("layout.page.quotes")}>
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 p-4 pb-24 sm:p-6 lg:pb-8">
        {trip.isPending ? (
          <Skeleton className="h-64 rounded-xl" />
        ) : trip.isError ? (
          <Card className="flex flex-col items-start gap-3 p-6" role="alert">
            <h2 className="text-lg font-semibold">{t(notFound ? "quotes.page.notFound" : "quotes.page.loadFailed")}</h2>
            <p className="text-sm text-muted-foreground">
              {t(notFound ? "quotes.page.notFoundHint" : "quotes.page.loadFailedHint")}
            </p>
            <Button asChild variant="outline">
              <Link to="/trips">{t("quotes.page.goToTrips")}</Link>
            </Button>
          </Card>
        ) : (
          <>
            <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
              <div className="min-w-0">
                <h2 className="text-xl font-semibold">{t("quotes.page.title", { name: trip.data.name })}</h2>
                <p className="text-sm text-muted-foreground">{t("quotes.page.intro")}</p>
              </div>
              <Button asChild variant="ghost" size="sm" className="self-start sm:self-auto">
                <Link to="/reservations">
                  <ArrowLeft /> {t("quotes.page.back")}
                </Link>
              </Button>
            </div>
            <QuoteTabs
              key={trip.data.id}
              tripId={trip.data.id}
              canEdit={can(trip.data.myRole, "quotes.write")}
              defaultDates={{ start: trip.data.startDate ?? "", end: trip.data.endDate ?? "" }}
            />
          </>
        )}
      </div>
    </PageShell>
  );
}

function QuoteTabs(props: { tripId: string; canEdit: boolean; defaultDates: { start: string; end: string } }) {
  return (
    <Tabs defaultValue="flights" className="flex min-w-0 flex-col gap-4">
      <PageTabsList tabs={QUOTE_TABS} />
      <TabsContent value="flights">
        <FlightsTab {...props} />
      </TabsContent>
      <TabsContent value="hotels">
        <HotelsTab {...props} />
      </TabsContent>
    </Tabs>
  );
}
