import { useRef, useState, type Ref } from "react";
import { useTranslation } from "../../../lib/use-translation";
import { Link } from "react-router";
import { newClaimSchema, paths, type Claim, type ReportSummary } from "@campus/shared";
import { PhotoField } from "../../../components/photo-field";
import { DateField } from "../../../components/ui/date-field";
import { FormAlert, SubmitButton, TextAreaField, TextField } from "../../../components/ui/form-controls";
import { Modal } from "../../../components/ui/modal";
import { useSchemaForm } from "../../../lib/form";
import { reportTitle } from "../../../lib/report-label";
import { toast } from "../../../lib/toast";
import { focusWhenShown } from "../../../lib/focus-after";
import { useFileClaim, useMyClaims } from "../api/claims";

/** The claim form: what only the owner knows, where and when it was lost, a photo (optional). */
function ClaimForm({
  reportId,
  today,
  maxUploadMb,
  onDone,
}: {
  reportId: string;
  today: string;
  maxUploadMb: number;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const form = useSchemaForm(
    newClaimSchema(() => today),
    { details: "", lostWhere: "", lostOn: "" },
  );
  const [photo, setPhoto] = useState<File | null>(null);
  const claim = useFileClaim();
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.submit((input) => {
        // The promise, not mutate's callbacks: the refreshed claims may replace this form before they would run.
        void claim.mutateAsync({ reportId, ...input, photo, language: i18n.language }).then(
          ({ message }) => {
            toast.success(message);
            onDone();
          },
          (error: unknown) => form.showApiError(error, t("claims.form.failed")),
        );
      })}
    >
      <p className="text-slate-700">{t("claims.form.intro")}</p>
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      <TextAreaField
        label={t("claims.form.details")}
        hint={t("claims.form.detailsHint")}
        name="details"
        required
        value={String(form.values.details)}
        error={form.errors.details}
        onChange={(value) => form.set("details", value)}
        onBlur={() => form.check("details")}
      />
      <TextField
        label={t("claims.form.lostWhere")}
        name="lostWhere"
        required
        autoComplete="off"
        value={String(form.values.lostWhere)}
        error={form.errors.lostWhere}
        onChange={(value) => form.set("lostWhere", value)}
        onBlur={() => form.check("lostWhere")}
      />
      <DateField
        label={t("claims.form.lostOn")}
        name="lostOn"
        required
        max={today}
        value={String(form.values.lostOn)}
        error={form.errors.lostOn}
        onChange={(value) => form.set("lostOn", value)}
        onBlur={() => form.check("lostOn")}
      />
      <PhotoField
        photo={photo}
        onChange={setPhoto}
        maxUploadMb={maxUploadMb}
        label={t("claims.form.photo")}
        hint={t("claims.form.photoHint")}
        chooseLabel={t("claims.form.choosePhoto")}
      />
      <SubmitButton pending={claim.isPending}>{t("claims.form.submit")}</SubmitButton>
    </form>
  );
}

/**
 * The student's own standing claim on a found item of someone else: their latest, unless it was
 * rejected (then they may claim again). `loaded` once their claims are in.
 */
export function useOwnClaim(report: ReportSummary, enabled = true): { loaded: boolean; claim: Claim | null } {
  const claimable = report.type === "found" && !report.mine;
  const mine = useMyClaims(claimable && enabled);
  const latest = mine.data?.filter((claim) => claim.item.id === report.id).at(-1);
  return { loaded: mine.data !== undefined, claim: latest && latest.status !== "rejected" ? latest : null };
}

/** Where the student's claim stands, with the way to all of them (focusable: it can take focus from a button it replaces). */
export function ClaimStanding({ claim, ref }: { claim: Claim; ref?: Ref<HTMLParagraphElement> }) {
  const { t } = useTranslation();
  return (
    <p ref={ref} tabIndex={-1} className="flex flex-wrap items-center gap-3 text-slate-800 outline-none">
      {t("claims.yourClaim", { status: t(`claims.statuses.${claim.status}`) })}
      <Link to={paths.myClaims} className="font-semibold text-brand-700 underline">
        {t("claims.seeMyClaims")}
      </Link>
    </p>
  );
}

/** The claim form in its dialog; `onFiled` once the claim is sent (the dialog then closes). */
export function ClaimDialog({
  reportId,
  today,
  maxUploadMb,
  open,
  onClose,
  onFiled,
}: {
  reportId: string;
  today: string;
  /** The installation's photo size limit (public configuration). */
  maxUploadMb: number;
  open: boolean;
  onClose: () => void;
  onFiled?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={t("claims.form.title")} onClose={onClose}>
      {open && (
        <ClaimForm
          reportId={reportId}
          today={today}
          maxUploadMb={maxUploadMb}
          onDone={() => {
            onFiled?.();
            onClose();
          }}
        />
      )}
    </Modal>
  );
}

/**
 * "Claim this item" on a pending found report of someone else, for a student; once they claimed
 * it, where their claim stands (never anyone else's).
 */
export function ClaimAction({
  report,
  today,
  maxUploadMb,
}: {
  report: ReportSummary;
  today: string;
  maxUploadMb: number;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const own = useOwnClaim(report);
  const standing = useRef<HTMLParagraphElement>(null);
  if (report.type !== "found" || report.mine || !own.loaded) return null;
  if (own.claim) return <ClaimStanding claim={own.claim} ref={standing} />;
  if (report.status !== "pending") return null;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t("claims.claimThisOf", { item: reportTitle(t, report) })}
        className="min-h-11 rounded-xl bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
      >
        {t("claims.claimThis")}
      </button>
      <ClaimDialog
        reportId={report.id}
        today={today}
        maxUploadMb={maxUploadMb}
        open={open}
        onClose={() => setOpen(false)}
        // The button goes once the claim is in: focus goes to where it stands.
        onFiled={() => focusWhenShown(() => standing.current)}
      />
    </>
  );
}
