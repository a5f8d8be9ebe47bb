// The header's user block: initials, name, their role in the current trip,
// and a menu with the profile, the Inbox of forwarded bookings, Admin (instance admins only), About & Credits and Sign Out.
import { Link } from "react-router";
import { ChevronDown, Inbox, Info, LogOut, Shield, User as UserIcon } from "lucide-react";
import { displayName, initials } from "@shared/names";
import { PAGES } from "@shared/pages";
import { useLogout, useUser } from "@/features/auth";
import { useCurrentTrip } from "@/features/trips";
import { ROLE_LABEL } from "@shared/permissions";
import { Avatar, AvatarFallback } from "@/components/ui/avatar";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useT } from "@/lib/i18n";

export function UserMenu() {
  const { data: user } = useUser();
  const logout = useLogout();
  const name = displayName(user);
  const { currentTrip } = useCurrentTrip();
  const t = useT();

  return (
    <DropdownMenu>
      <DropdownMenuTrigger className="flex items-center gap-2.5 rounded-full p-0.5 outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring xl:rounded-lg xl:py-1 xl:pe-2 xl:ps-1">
        <span className="sr-only">{t("layout.userMenu")} </span>
        <Avatar className="size-9">
          <AvatarFallback className="bg-primary text-primary-foreground">{initials(user)}</AvatarFallback>
        </Avatar>
        <span className="hidden min-w-0 text-start xl:block">
          {/* The person's name: content, cut with an ellipsis on purpose (data-content, e2e/overflow.ts). */}
          <span className="block max-w-36 truncate text-sm leading-tight font-semibold" data-content>
            {name}
          </span>
          {currentTrip && <span className="block text-xs text-muted-foreground">{t(ROLE_LABEL[currentTrip.myRole])}</span>}
        </span>
        <ChevronDown className="hidden size-4 text-muted-foreground xl:block" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="normal-case tracking-normal">
          <span className="block truncate text-sm font-semibold text-foreground">{name}</span>
          <span className="block truncate text-xs font-normal">{user?.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={PAGES.profile.path}>
            <UserIcon /> {t("layout.page.profile")}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={PAGES.inbox.path}>
            <Inbox /> {t("layout.page.inbox")}
          </Link>
        </DropdownMenuItem>
        {user?.isAdmin && (
          <DropdownMenuItem asChild>
            <Link to={PAGES.admin.path}>
              <Shield /> {t("layout.page.admin")}
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuItem asChild>
          <Link to={PAGES.about.path}>
            <Info /> {t("layout.page.about")}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem variant="destructive" disabled={logout.isPending} onSelect={() => logout.mutate()}>
          <LogOut /> {t("layout.signOut")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
