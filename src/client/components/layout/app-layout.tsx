// Signed-in frame: side navigation on lg+, bottom bar below; pages render their own header.
import { Outlet } from "react-router";
import { SessionEnded } from "@/features/auth";
import { TripLiveUpdates } from "@/features/realtime";
import { VerifyEmailBanner } from "@/features/auth";
import { ConnectionStatus } from "./connection-status";
import { MobileNav } from "./mobile-nav";
import { TripFromLink } from "./trip-from-link";
import { SideNav } from "./side-nav";

export function AppLayout() {
  return (
    <div className="min-h-dvh lg:ps-72 print:ps-0">
      <TripFromLink />
      <TripLiveUpdates />
      <SideNav className="fixed inset-y-0 start-0 z-40 hidden w-72 lg:flex" />
      <div className="flex min-h-dvh min-w-0 flex-col pb-[calc(4rem+env(safe-area-inset-bottom))] lg:pb-0 print:pb-0">
        <ConnectionStatus />
        <VerifyEmailBanner />
        <Outlet />
      </div>
      <MobileNav className="lg:hidden" />
      <SessionEnded />
    </div>
  );
}
