import { queryOptions, useQuery } from "@tanstack/react-query";
import { rosterSummarySchema, type RosterSummary } from "@campus/shared";
import { apiFetch } from "../../../lib/api-client";
import { adminKeys } from "../../../lib/query-keys";

/** The roster's size and how many of the students on it have signed up. */
export async function getRosterSummary(): Promise<RosterSummary> {
  return await apiFetch("/admin/roster", rosterSummarySchema);
}

export const rosterSummaryQuery = () => queryOptions({ queryKey: adminKeys.roster(), queryFn: getRosterSummary });

export function useRosterSummary() {
  return useQuery(rosterSummaryQuery());
}
