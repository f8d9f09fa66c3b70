import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useEffectEvent } from "react";
import { useTranslation } from "../../../lib/use-translation";
import { useNavigate } from "react-router";
import { getHref, type RealtimeEvent } from "@campus/shared";
import { claimKeys, reportKeys } from "../../../lib/query-keys";
import { realtime } from "../../../lib/realtime";
import { toast } from "../../../lib/toast";

type ClaimEvent = Extract<RealtimeEvent, { type: "claim" }>;

/**
 * While `active` (a signed-in dashboard), a claim the office decided or handed over reaches its
 * claimant and the item's finder at once: a toast that opens the item, and the claim lists and
 * the item's page fetched again so they show the new state.
 */
export function useClaimNotices(active: boolean): void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const onClaim = useEffectEvent((event: ClaimEvent) => {
    void queryClient.invalidateQueries({ queryKey: claimKeys.all });
    void queryClient.invalidateQueries({ queryKey: reportKeys.one(event.reportId) });
    if (event.status === "open") return;
    const href = getHref("reportFoundDetails", { id: event.reportId });
    toast.info(t(`claims.toast.${event.status}`), {
      action: { label: t("notifications.open"), onAction: () => void navigate(href) },
    });
  });

  useEffect(() => {
    if (!active) return;
    return realtime.subscribe("claim", (event) => onClaim(event));
  }, [active]);
}
