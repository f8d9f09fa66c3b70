import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "../../lib/use-translation";
import { Outlet, useNavigate } from "react-router";
import { hasOfficePowers, paths, type Language } from "@campus/shared";
import { Avatar } from "../../components/ui/avatar";
import { LanguageToggle } from "../../components/ui/language-toggle";
import { useSession } from "../../features/auth/api/get-session";
import { useLogout } from "../../features/auth/api/logout";
import { useSendWaitingReports } from "../../features/reports/waiting/use-send-waiting";
import { useSaveLanguage } from "../../features/users/api/save-language";
import { toast } from "../../lib/toast";
import { UnreadBadge } from "../../features/chat/components/unread-badge";
import { useUnreadTotal } from "../../features/chat/hooks/use-unread-total";
import { releaseDeviceFromOthers } from "../../lib/device-push";
import { useMediaQuery } from "../../lib/use-media-query";
import { DashboardSidebar, sidebarFor } from "./dashboard-sidebar";
import { useLiveNotices } from "./use-live-notices";

/**
 * The signed-in frame: role-aware sidebar, header with avatar, name and email, and the screen;
 * live notices (realtime channel) while a user is signed in; a student's reports kept on the
 * device while offline are sent from here, whichever screen is open.
 */
export function DashboardLayout() {
  const { t, i18n } = useTranslation();
  const { data: user } = useSession();
  const desktop = useMediaQuery("(min-width: 1024px)");
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  // Closing the phone menu (Escape, the backdrop, a link) hands focus back to its button, not to the hidden menu.
  const close = useCallback(() => {
    setMenuOpen(false);
    menuButton.current?.focus();
  }, []);
  const logout = useLogout();
  const saveLanguage = useSaveLanguage();
  // One language setting: the switch changes the profile too, so other devices and the emails follow.
  const onLanguage = (language: Language) =>
    saveLanguage.mutate(language, { onError: () => toast.error(t("profile.failed")) });
  const navigate = useNavigate();
  useLiveNotices(user);
  // A device someone else turned push on for (their session ran out, no sign-out) stops bringing their notifications.
  const userId = user?.id;
  useEffect(() => {
    if (userId) releaseDeviceFromOthers(userId).catch(() => {});
  }, [userId]);
  // A student's reports kept on this device while offline go out whenever there may be a connection.
  useSendWaitingReports(user?.role === "student" ? user.id : null, i18n.language, () =>
    toast.success(t("reports.waiting.sentToast")),
  );
  // A student's conversations, or an administrator's office inbox.
  const unread = useUnreadTotal(Boolean(user && (user.role === "student" || hasOfficePowers(user))));

  // The route loader guarantees a session before this renders.
  if (!user) return null;

  return (
    <div className="min-h-dvh bg-slate-100 lg:pl-[258px]">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t("common.skipToContent")}
      </a>
      <DashboardSidebar
        items={sidebarFor(user)}
        role={user.role}
        onLanguage={onLanguage}
        open={menuOpen}
        desktop={desktop}
        onClose={close}
        loggingOut={logout.isPending}
        onLogout={() => logout.mutate(undefined, { onSettled: () => void navigate(paths.login, { replace: true }) })}
        badges={unread > 0 ? { chat: <UnreadBadge count={unread} /> } : {}}
      />
      {menuOpen && !desktop && (
        <div className="fixed inset-0 z-30 bg-brand-900/50" aria-hidden="true" onClick={close} />
      )}
      <header className="sticky top-0 z-20 flex items-center gap-3 border-b border-slate-200 bg-white/95 px-4 py-2.5 backdrop-blur sm:px-6">
        {!desktop && (
          <button
            ref={menuButton}
            type="button"
            aria-expanded={menuOpen}
            aria-controls="dashboard-sidebar"
            onClick={() => setMenuOpen((open) => !open)}
            className="relative inline-flex h-11 w-11 items-center justify-center rounded-xl text-brand-800 ring-1 ring-slate-300 hover:bg-slate-100"
          >
            <svg
              viewBox="0 0 24 24"
              className="h-6 w-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              aria-hidden="true"
            >
              <path d="M4 6h16M4 12h16M4 18h16" />
            </svg>
            <span className="sr-only">{menuOpen ? t("shell.closeMenu") : t("shell.openMenu")}</span>
            {!menuOpen && unread > 0 && (
              <>
                {" "}
                <UnreadBadge count={unread} className="absolute -top-1.5 -right-1.5 ring-2 ring-white" />
              </>
            )}
          </button>
        )}
        <div className="ml-auto flex items-center gap-3">
          <LanguageToggle tone="light" onChosen={onLanguage} />
          <div className="flex items-center gap-2" aria-label={t("shell.signedInAs", { name: user.name })} role="group">
            <Avatar src={user.profileImage} />
            <div className="hidden min-w-0 sm:block">
              <p className="truncate text-sm font-semibold text-slate-900">{user.name}</p>
              <p className="truncate text-xs text-slate-600">{user.email}</p>
            </div>
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="p-4 outline-none sm:p-6 lg:p-8">
        <Outlet />
      </main>
    </div>
  );
}
