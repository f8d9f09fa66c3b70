import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MatchNotice } from "@campus/shared";
import { apiFetch } from "../../../lib/api-client";
import { matchNoticeListAnswer } from "../../../lib/light-answers";
import { matchKeys } from "../../../lib/query-keys";

/** Every match notice of the student, acknowledged or not, newest first. */
export async function getMatchNotices(): Promise<MatchNotice[]> {
  return (await apiFetch("/match-notices", matchNoticeListAnswer)).notices;
}

// A new notice comes through the realtime channel, which refreshes this list (use-match-notices.ts):
// a screen that opens within the minute takes the list it has rather than asking again.
export const matchNoticesQuery = queryOptions({
  queryKey: matchKeys.notices,
  queryFn: getMatchNotices,
  staleTime: 60_000,
});

export function useMatchNoticeList(enabled = true) {
  return useQuery({ ...matchNoticesQuery, enabled });
}
