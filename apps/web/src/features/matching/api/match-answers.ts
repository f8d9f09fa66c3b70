import { useMutation, useQueryClient } from "@tanstack/react-query";
import { messageResponseSchema, type PotentialMatch } from "@campus/shared";
import { apiFetch } from "../../../lib/api-client";
import { matchKeys, reportKeys } from "../../../lib/query-keys";

/** What the owner of a lost report (or an admin) says of a suggestion: it is not the item (or takes that back), or it is. */
type Answer = "dismiss" | "restore" | "confirm";
interface Pair {
  lostReportId: string;
  foundReportId: string;
}

async function answerMatch(answer: Answer, { lostReportId, foundReportId }: Pair) {
  return apiFetch(
    `/reports/${encodeURIComponent(lostReportId)}/matches/${encodeURIComponent(foundReportId)}/${answer}`,
    messageResponseSchema,
    { method: "POST" },
  );
}

/** Updates the cached list at once (a dismissed pair leaves, a confirmed one is marked), then asks the server for its order. */
function useAnswer(answer: Answer, update: (matches: PotentialMatch[], foundReportId: string) => PotentialMatch[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pair: Pair) => answerMatch(answer, pair),
    onSuccess: (_result, { lostReportId, foundReportId }) => {
      queryClient.setQueryData<PotentialMatch[]>(
        matchKeys.forReport(lostReportId),
        (matches) => matches && update(matches, foundReportId),
      );
      void queryClient.invalidateQueries({ queryKey: reportKeys.myOpenReports });
      // An answer may close the shortlist's notice, and "Not mine" may shortlist the next candidate.
      void queryClient.invalidateQueries({ queryKey: matchKeys.notices });
      return queryClient.invalidateQueries({ queryKey: matchKeys.forReport(lostReportId) });
    },
  });
}

/** "Not mine": the found report is not suggested again. */
export const useDismissMatch = () =>
  useAnswer("dismiss", (matches, foundId) => matches.filter((match) => match.report.id !== foundId));

/** Undo of "Not mine": suggested again (the list comes back from the server in its order). */
export const useRestoreMatch = () => useAnswer("restore", (matches) => matches);

/** "This is mine": recorded, and listed first from now on. */
export const useConfirmMatch = () =>
  useAnswer("confirm", (matches, foundId) =>
    matches.map((match) => (match.report.id === foundId ? { ...match, confirmed: true } : match)),
  );
