import { useRef, useState } from "react";
import { todayIn } from "@campus/shared";
import { ContactReporterDialog } from "../../../features/chat/components/consent-dialog";
import { ClaimDialog, ClaimStanding, useOwnClaim } from "../../../features/claims/components/claim-action";
import { ThisIsMineButton, type MineActionProps } from "../../../features/matching/components/potential-matches";
import { usePublicConfig } from "../../../features/system/api/get-public-config";
import { focusWhenShown } from "../../../lib/focus-after";

/** What follows "This is mine": a verified claim when the office keeps the item, a chat when a student finder does. */
function nextStep({ match }: MineActionProps, today: string): "claim" | "chat" | null {
  const found = match.report;
  if (found.mine || found.status !== "pending") return null;
  if (match.custody === "office") return today ? "claim" : null;
  if (match.custody === "finder" && !found.byVisitor) return "chat";
  return null;
}

/**
 * "This is mine" on a potential match of the student's lost report: the answer is recorded, then
 * the claim form opens when the office keeps the item, or the consent dialog to write to the
 * student who found it; otherwise only the answer is recorded. Pressed again later (the dialog
 * cancelled), it opens the same step; once a claim is filed, where it stands shows instead.
 */
export function ThisIsMine(props: MineActionProps) {
  const { match, titleId, confirm, pending, focusItem } = props;
  const config = usePublicConfig();
  const today = config.data ? todayIn(config.data.timeZone) : "";
  const step = nextStep(props, today);
  const [open, setOpen] = useState(false);
  const own = useOwnClaim(match.report, step === "claim");
  // Once a claim is filed, its standing replaces the button, and takes the focus.
  const standing = useRef<HTMLParagraphElement>(null);

  if (step === "claim" && own.claim) return <ClaimStanding claim={own.claim} ref={standing} />;
  if (step === null && match.confirmed) return null;

  const press = async () => {
    if (pending) return;
    if (!match.confirmed && !(await confirm())) return;
    if (step) setOpen(true);
    else focusItem();
  };
  return (
    <>
      <ThisIsMineButton onClick={() => void press()} describedBy={titleId} pending={pending} />
      {step === "claim" && (
        <ClaimDialog
          reportId={match.report.id}
          today={today}
          maxUploadMb={config.data?.maxUploadMb ?? 5}
          open={open}
          onClose={() => setOpen(false)}
          onFiled={() => focusWhenShown(() => standing.current)}
        />
      )}
      {step === "chat" && (
        <ContactReporterDialog reportId={match.report.id} open={open} onClose={() => setOpen(false)} />
      )}
    </>
  );
}
