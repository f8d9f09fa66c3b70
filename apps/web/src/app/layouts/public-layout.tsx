import { useTranslation } from "../../lib/use-translation";
import { NavLink, Outlet } from "react-router";
import { paths } from "@campus/shared";
import { BrandLink } from "../../components/ui/brand-mark";
import { LanguageToggle } from "../../components/ui/language-toggle";
import { useSession } from "../../features/auth/api/get-session";
import { roleHome } from "../guards";
import { SiteFooter } from "./site-footer";

const navLink = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-2.5 py-2 text-sm font-semibold whitespace-nowrap transition-colors sm:px-3 ${isActive ? "bg-white/20 text-white" : "text-white/90 hover:bg-white/10 hover:text-white"}`;

/** Layout of the pages open to everyone: header with the language toggle, background, footer. A signed-in user is offered their dashboard instead of logging in. */
export function PublicLayout() {
  const { t } = useTranslation();
  const { data: user } = useSession();
  return (
    <div className="campus-backdrop flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t("common.skipToContent")}
      </a>
      <header className="px-4 pt-4 sm:px-8">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-3 gap-y-2">
          <BrandLink
            markClassName="h-8 w-8 sm:h-9 sm:w-9"
            textClassName="text-base font-bold tracking-tight sm:text-lg"
          />
          <nav
            aria-label={t("common.mainNavigation")}
            className="order-last -mx-2.5 flex w-full flex-wrap items-center gap-x-1 sm:order-none sm:mx-0 sm:ml-auto sm:w-auto"
          >
            <NavLink to={paths.visitorReport} className={navLink}>
              {t("nav.visitorReport")}
            </NavLink>
            {user ? (
              <NavLink to={roleHome(user)} className={navLink}>
                {t("nav.dashboard")}
              </NavLink>
            ) : (
              <NavLink to={paths.login} className={navLink}>
                {t("nav.login")}
              </NavLink>
            )}
          </nav>
          <LanguageToggle />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 px-4 py-8 outline-none sm:px-8 sm:py-12">
        <div className="mx-auto max-w-6xl">
          <Outlet />
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
