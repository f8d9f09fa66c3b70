import { Outlet } from "react-router";
import { BrandLink } from "../../components/ui/brand-mark";
import { LanguageToggle } from "../../components/ui/language-toggle";

/**
 * Frame of the signed-in screens. The role-aware sidebar, header and guards arrive with the
 * Accounts issue; until then the screens show their placeholders inside this frame.
 */
export function DashboardLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-100">
      <header className="flex items-center justify-between gap-3 bg-brand-800 px-4 py-3 sm:px-8">
        <BrandLink markClassName="h-8 w-8" />
        <LanguageToggle />
      </header>
      <main id="main" tabIndex={-1} className="flex-1 p-4 outline-none sm:p-8">
        <Outlet />
      </main>
    </div>
  );
}
