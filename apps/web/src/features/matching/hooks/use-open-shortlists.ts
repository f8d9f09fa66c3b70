import { useQueries } from "@tanstack/react-query";
import type { MatchNotice, ReportSummary } from "@campus/shared";
import type { ShortlistCandidate } from "../../../lib/light-answers";
import { useMatchNoticeList } from "../api/get-match-notices";
import { lostReportSummaryQuery } from "../api/get-lost-report-summary";
import { shortlistQuery } from "../api/get-shortlist";

/** A lost report of the student with found items they were told may be theirs, and still open. */
export interface OpenShortlist {
  lostReport: ReportSummary;
  /** In the server's order: those the student said are theirs first, then best first. */
  candidates: ShortlistCandidate[];
  /** The found reports the office itself told the student of (it may keep them: bring the student card). */
  fromOffice: ReadonlySet<string>;
}

/** The open notices by lost report, in the order of each report's newest notice (the list is newest first). */
function openByLostReport(notices: MatchNotice[]): Map<string, MatchNotice[]> {
  const groups = new Map<string, MatchNotice[]>();
  for (const notice of notices) {
    if (!notice.open) continue;
    groups.set(notice.lostReportId, [...(groups.get(notice.lostReportId) ?? []), notice]);
  }
  return groups;
}

/**
 * The student's open shortlists (home's "Found items that may be yours"): the notices grouped by
 * lost report, each with the lost report and its shortlisted matches (and any the notices name).
 * `pending` until all of them are in, so the section shows at once; a shortlist whose parts
 * failed to load is left out (its lost report's page still shows it).
 */
export function useOpenShortlists(enabled: boolean): { pending: boolean; shortlists: OpenShortlist[] } {
  const notices = useMatchNoticeList(enabled);
  const groups = [...openByLostReport(notices.data ?? [])];
  const matches = useQueries({ queries: groups.map(([id]) => ({ ...shortlistQuery(id), enabled })) });
  const lostReports = useQueries({ queries: groups.map(([id]) => ({ ...lostReportSummaryQuery(id), enabled })) });
  const pending = notices.isPending || [...matches, ...lostReports].some((query) => query.isPending);
  const shortlists = groups.flatMap(([, told], index): OpenShortlist[] => {
    const lostReport = lostReports[index]?.data;
    const list = matches[index]?.data;
    if (!lostReport || lostReport.status !== "pending" || !list) return [];
    const toldOf = new Set(told.map((notice) => notice.foundReportId));
    const candidates = list.filter((match) => match.shortlisted || toldOf.has(match.report.id));
    if (!candidates.length) return [];
    const fromOffice = new Set(told.filter((notice) => notice.fromOffice).map((notice) => notice.foundReportId));
    return [{ lostReport, candidates, fromOffice }];
  });
  return { pending, shortlists };
}
