import { useMutation, useQueryClient } from "@tanstack/react-query";
import { rosterImportResultSchema, rosterPreviewSchema } from "@campus/shared";
import { apiFetch } from "../../../lib/api-client";
import { adminKeys } from "../../../lib/query-keys";

/** `POST /api/admin/roster/preview`: what importing the file would do; nothing is saved. */
export async function previewRoster(csv: string) {
  return await apiFetch("/admin/roster/preview", rosterPreviewSchema, { method: "POST", json: { csv } });
}

/** `POST /api/admin/roster/import`: adds and updates the file's good rows, refuses the others. */
export async function importRoster(csv: string) {
  return await apiFetch("/admin/roster/import", rosterImportResultSchema, { method: "POST", json: { csv } });
}

export function usePreviewRoster() {
  return useMutation({ mutationFn: previewRoster });
}

export function useImportRoster() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importRoster,
    // The summary, the users' roster status and the audit log (which records the import) change.
    onSuccess: () =>
      Promise.all(
        [adminKeys.roster(), adminKeys.usersAll(), adminKeys.auditAll()].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
