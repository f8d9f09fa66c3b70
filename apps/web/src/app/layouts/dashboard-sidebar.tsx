import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "../../lib/use-translation";
import { NavLink } from "react-router";
import { hasOfficePowers, paths, type Language, type Role, type ScreenName, type SessionUser } from "@campus/shared";
import { BrandLink } from "../../components/ui/brand-mark";
import { LanguageToggle } from "../../components/ui/language-toggle";
import { SCREENS_BEFORE_SECOND_FACTOR } from "../guards";
import { translateKey } from "../../lib/translate-key";

/** The sidebar items of each role, in their order (for the office: its three first, then the inbox and the custody work, then the management screens). */
export const sidebarItems: Record<Role, readonly ScreenName[]> = {
  student: ["home", "reportLost", "reportFound", "profile", "chat", "reportDetails", "myClaims"],
  admin: [
    "admin",
    "profile",
    "reportInfo",
    "chat",
    "adminIntake",
    "adminClaims",
    "adminAgeing",
    "adminStorage",
    "adminUsers",
    "adminLocations",
    "adminRoster",
    "adminAudit",
  ],
};

/** An administrator who has not turned two-step sign-in on yet sees only its setup and the profile. */
export function sidebarFor(user: Pick<SessionUser, "role" | "twoFactorEnabled">): readonly ScreenName[] {
  return user.role === "admin" && !hasOfficePowers(user) ? SCREENS_BEFORE_SECOND_FACTOR : sidebarItems[user.role];
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center rounded-xl px-4 py-2.5 text-[15px] font-semibold transition-colors ${
    isActive ? "bg-white text-brand-900" : "text-brand-50 hover:bg-white/10"
  }`;

/** An item's name: an administrator's chat is the office's inbox. */
const itemLabel = (screen: ScreenName, role: Role) =>
  screen === "chat" && role === "admin" ? "shell.nav.inbox" : `shell.nav.${screen}`;

/**
 * 258 px wide. On screens narrower than 1024 px it slides in over the page when `open`, is
 * inert while closed, and closes after a link is chosen or on Escape. An item may carry a badge
 * (the chat's unread count), which is part of its link's name.
 */
export function DashboardSidebar({
  items,
  role,
  onLanguage,
  open,
  desktop,
  onClose,
  onLogout,
  loggingOut,
  badges = {},
}: {
  items: readonly ScreenName[];
  role: Role;
  onLanguage?: (language: Language) => void;
  open: boolean;
  desktop: boolean;
  onClose: () => void;
  onLogout: () => void;
  loggingOut: boolean;
  badges?: Partial<Record<ScreenName, ReactNode>>;
}) {
  const { t } = useTranslation();
  const firstLink = useRef<HTMLAnchorElement>(null);
  const hidden = !desktop && !open;

  useEffect(() => {
    if (!open || desktop) return;
    firstLink.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && onClose();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open, desktop, onClose]);

  return (
    <aside
      id="dashboard-sidebar"
      inert={hidden}
      aria-hidden={hidden || undefined}
      className={`fixed inset-y-0 left-0 z-40 flex w-[258px] flex-col bg-brand-900 px-3 py-4 shadow-xl transition-transform duration-200 lg:translate-x-0 lg:shadow-none ${
        open ? "translate-x-0" : "-translate-x-full"
      }`}
    >
      <div className="px-2 pb-6">
        <BrandLink markClassName="h-8 w-8" />
      </div>
      <nav aria-label={t("shell.sidebar")} className="flex-1">
        <ul className="space-y-1">
          {items.map((screen, index) => (
            <li key={screen}>
              {/* A report's details page is not the form that makes one, and the admin panel's sub-screens have their own items: these match exactly. */}
              <NavLink
                ref={index === 0 ? firstLink : undefined}
                to={paths[screen]}
                end={screen === "reportLost" || screen === "reportFound" || screen === "admin"}
                className={linkClass}
                onClick={onClose}
              >
                <span className="min-w-0 flex-1">{translateKey(t, itemLabel(screen, role))}</span>
                {badges[screen] && <> {badges[screen]}</>}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {/* On a narrow screen the language choice is in the menu; on wide screens the header has it beside the user. */}
      {!desktop && <LanguageToggle className="mt-4 self-start" onChosen={onLanguage} />}
      <button
        type="button"
        onClick={onLogout}
        disabled={loggingOut}
        className="mt-4 flex min-h-11 items-center rounded-xl px-4 py-2.5 text-left text-[15px] font-semibold text-brand-50 ring-1 ring-white/20 hover:bg-white/10 disabled:opacity-60"
      >
        {t("shell.nav.logout")}
      </button>
    </aside>
  );
}
