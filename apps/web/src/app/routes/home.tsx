import { onlineManager, useQuery, type QueryClient } from "@tanstack/react-query";
import { startTransition, useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "../../lib/use-translation";
import { Link } from "react-router";
import { paths } from "@campus/shared";
import { PageTitle } from "../../components/ui/page-title";
import { useSession } from "../../features/auth/api/get-session";
import { matchNoticesQuery } from "../../features/matching/api/get-match-notices";
import { myOpenReportsQuery } from "../../features/matching/api/get-my-open-reports";
import { MatchShortlists } from "../../features/matching/components/match-shortlists";
import { MyOpenReports } from "../../features/matching/components/my-open-reports";
import { useOpenShortlists } from "../../features/matching/hooks/use-open-shortlists";
import { reportStatsQuery } from "../../features/reports/api/get-report-stats";
import { RecentFoundCarousel } from "../../features/reports/components/recent-found-carousel";
import { SummaryChart } from "../../features/reports/components/summary-chart";
import { WaitingReports } from "../../features/reports/components/waiting-reports";
import { LoadingScreen } from "./loading-screen";

const icon = (path: ReactNode) => (
  <svg
    viewBox="0 0 24 24"
    className="h-6 w-6 shrink-0"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    {path}
  </svg>
);

/**
 * What home's loader waits for (routes.tsx), asked for early with home's chunks (screenCalls in
 * screen-chunks.ts): the student's open reports, their match notices and the chart's week. Home
 * then draws whole at once; a list that failed shows its own error and retry in its section.
 * Offline, nothing is waited for (the lists would wait for the connection): the sections say so.
 */
export async function loadHomeData(queryClient: QueryClient): Promise<void> {
  if (!onlineManager.isOnline()) return;
  await Promise.all([
    queryClient.prefetchQuery(myOpenReportsQuery),
    queryClient.prefetchQuery(matchNoticesQuery),
    queryClient.prefetchQuery(reportStatsQuery("daily")),
  ]);
}

/**
 * True once the sections under the welcome card can show, together: when the student's open
 * shortlists and open reports and the chart's week are in (or failed). Shown one by one, the list
 * above the chart would push it down, out of a phone's view, as it arrived. The loader has usually
 * brought them, and they show in home's first render; what is still on its way (the shortlists
 * of open notices) is then drawn as a transition: React draws it in slices, between which the
 * page still answers a tap or a key, instead of in one long task.
 */
function useSectionsReady(student: boolean): boolean {
  const mine = useQuery({ ...myOpenReportsQuery, enabled: student });
  const shortlists = useOpenShortlists(student);
  const week = useQuery(reportStatsQuery("daily"));
  const ready = (!student || (!mine.isPending && !shortlists.pending)) && !week.isPending;
  const [shown, setShown] = useState(ready);
  useEffect(() => {
    if (ready && !shown) startTransition(() => setShown(true));
  }, [ready, shown]);
  return shown;
}

/**
 * `/dashboard/home`: the student's main page: welcome, quick links, the reports kept on this
 * device while offline, the found items that may be theirs, their open reports, case summary,
 * recently found items.
 */
export function HomePage() {
  const { t } = useTranslation();
  const { data: user } = useSession();
  const student = user?.role === "student";
  const sectionsReady = useSectionsReady(student);
  const quickLinks = [
    {
      to: paths.reportLost,
      label: t("reports.home.reportLost"),
      icon: icon(<path d="M11 19a8 8 0 1 1 0-16 8 8 0 0 1 0 16zM21 21l-4.35-4.35M11 8v3M11 14h.01" />),
    },
    {
      to: paths.reportFound,
      label: t("reports.home.reportFound"),
      icon: icon(<path d="M20 7H4v13h16V7zM9 7V4h6v3M9 13l2 2 4-4" />),
    },
    { to: paths.reportDetails, label: t("reports.home.browse"), icon: icon(<path d="M4 6h16M4 12h16M4 18h10" />) },
  ];

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageTitle title={t("reports.home.title")} />
      <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <h1 className="text-2xl font-extrabold break-words text-brand-800">
          {user ? t("reports.home.welcome", { name: user.name }) : t("reports.home.title")}
        </h1>
        <ul aria-label={t("reports.home.quickLinks")} className="mt-4 grid gap-3 sm:grid-cols-3">
          {quickLinks.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="flex min-h-14 items-center gap-3 rounded-xl bg-brand-50 px-4 py-3 font-semibold text-brand-800 ring-1 ring-brand-100 hover:bg-brand-100"
              >
                {link.icon}
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      {/* Kept on the device, so shown at once, even offline, without waiting for the sections. */}
      {student && user && <WaitingReports userId={user.id} />}
      {sectionsReady ? (
        <>
          {student && <MatchShortlists />}
          {student && <MyOpenReports />}
          <SummaryChart />
          <RecentFoundCarousel />
        </>
      ) : (
        <LoadingScreen />
      )}
    </div>
  );
}
