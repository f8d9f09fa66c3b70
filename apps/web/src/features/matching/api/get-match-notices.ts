import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MatchNotice } from "@campus/shared";
import { apiFetch } from "../../../lib/api-client";
import { matchNoticeListAnswer } from "../../../lib/light-answers";
import { matchKeys } from "../../../lib/query-keys";

/** Every match notice of the student, acknowledged or not, newest first. */
export async function getMatchNotices(): Promise<MatchNotice[]> {
  return (await apiFetch("/match-notices", matchNoticeListAnswer)).notices;
}

export const matchNoticesQuery = queryOptions({ queryKey: matchKeys.notices, queryFn: getMatchNotices });

export function useMatchNoticeList(enabled = true) {
  return useQuery({ ...matchNoticesQuery, enabled });
}
