import { useState } from "react";
import { useTranslation } from "../../../lib/use-translation";
import { claimDecisionSchema, claimHandoverSchema, IDENTITY_CHECKS, type Claim } from "@campus/shared";
import { DateField } from "../../../components/ui/date-field";
import { FormAlert, SelectField, SubmitButton, TextAreaField, TextField } from "../../../components/ui/form-controls";
import { DialogActions, Modal } from "../../../components/ui/modal";
import { useSchemaForm } from "../../../lib/form";
import { toast } from "../../../lib/toast";
import { focusWhenShown } from "../../../lib/focus-after";
import { useClaimStep, useItemClaims } from "../api/claims";
import { ClaimCard } from "./claim-card";
import { personName } from "../../../lib/person-name";
import { loadFailureMessage } from "../../../lib/api-client";

type Step = { claim: Claim; kind: "approve" | "reject" | "handover" };

/** The status a claim has after each step. */
const statusAfter = { approve: "approved", reject: "rejected", handover: "returned" } as const;

/** The status badge of a claim's card once it shows `status`. */
const claimStatusShown = (claimId: string, status: Claim["status"]) =>
  [...document.querySelectorAll<HTMLElement>("[data-claim-id]")]
    .find((card) => card.dataset.claimId === claimId)
    ?.querySelector<HTMLElement>(`[data-claim-status="${status}"]`);

/** Approve or reject with a reason. */
function DecisionForm({ step, onDone }: { step: Step & { kind: "approve" | "reject" }; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useSchemaForm(claimDecisionSchema, { reason: "" });
  const decide = useClaimStep();
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.submit((input) =>
        decide.mutate(
          { claimId: step.claim.id, kind: step.kind, reason: input.reason },
          {
            onSuccess: ({ message }) => {
              toast.success(message);
              onDone();
            },
            onError: (error) => form.showApiError(error, t("claims.actionFailed")),
          },
        ),
      )}
    >
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      <TextAreaField
        label={t("claims.office.reason")}
        hint={t("claims.office.reasonHint")}
        name="reason"
        required
        value={String(form.values.reason)}
        error={form.errors.reason}
        onChange={(value) => form.set("reason", value)}
        onBlur={() => form.check("reason")}
      />
      <SubmitButton pending={decide.isPending}>
        {t(step.kind === "approve" ? "claims.office.approve" : "claims.office.reject")}
      </SubmitButton>
    </form>
  );
}

/** The handover: the day, how the identity was checked, a note; Cancel leaves it unrecorded. */
function HandoverForm({
  claim,
  today,
  onDone,
  onCancel,
}: {
  claim: Claim;
  today: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const form = useSchemaForm(
    claimHandoverSchema(() => today),
    { handedOverOn: today, identityCheck: "", note: "" },
  );
  const handover = useClaimStep();
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.submit((input) =>
        handover.mutate(
          { claimId: claim.id, kind: "handover", input: { ...input, note: input.note ?? "" } },
          {
            onSuccess: ({ message }) => {
              toast.success(message);
              onDone();
            },
            onError: (error) => form.showApiError(error, t("claims.actionFailed")),
          },
        ),
      )}
    >
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      <DateField
        label={t("claims.office.handedOverOn")}
        name="handedOverOn"
        required
        max={today}
        value={String(form.values.handedOverOn)}
        error={form.errors.handedOverOn}
        onChange={(value) => form.set("handedOverOn", value)}
        onBlur={() => form.check("handedOverOn")}
      />
      <SelectField
        label={t("claims.office.identityCheck")}
        name="identityCheck"
        required
        value={String(form.values.identityCheck)}
        error={form.errors.identityCheck}
        placeholder={t("claims.office.chooseIdentityCheck")}
        options={IDENTITY_CHECKS.map((check) => ({ value: check, label: t(`claims.identityChecks.${check}`) }))}
        onChange={(value) => form.set("identityCheck", value)}
        onBlur={() => form.check("identityCheck")}
      />
      <TextField
        label={t("claims.office.note")}
        name="note"
        autoComplete="off"
        value={String(form.values.note)}
        error={form.errors.note}
        onChange={(value) => form.set("note", value)}
        onBlur={() => form.check("note")}
      />
      <DialogActions
        cancelLabel={t("common.cancel")}
        onCancel={onCancel}
        confirmLabel={t("claims.office.handover")}
        pending={handover.isPending}
      />
    </form>
  );
}

const actionClass =
  "min-h-11 rounded-xl px-4 py-2 font-semibold ring-1 ring-brand-200 text-brand-800 hover:bg-brand-50";

/**
 * For the office, on a found report: the finder's hidden details beside every claim on the item,
 * each with approve / reject (with a reason) and, once approved, the handover.
 */
export function ItemClaimsPanel({ reportId, today }: { reportId: string; today: string }) {
  const { t } = useTranslation();
  const item = useItemClaims(reportId);
  const [step, setStep] = useState<Step | null>(null);
  // The step's button goes with the claim's old status: focus goes to its new one.
  const done = ({ claim, kind }: Step) => {
    setStep(null);
    focusWhenShown(() => claimStatusShown(claim.id, statusAfter[kind]));
  };
  if (item.isError) return <FormAlert>{loadFailureMessage(item.error, t("claims.office.loadFailed"))}</FormAlert>;
  if (!item.data) return null;
  const { item: found, claims } = item.data;
  const pending = found.status === "pending";
  const titles = {
    approve: "claims.office.approveTitle",
    reject: "claims.office.rejectTitle",
    handover: "claims.office.handoverTitle",
  } as const;
  return (
    <section aria-labelledby="item-claims-title" className="rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-6">
      <h2 id="item-claims-title" className="text-lg font-semibold text-slate-900">
        {t("claims.office.claimsCount", { count: claims.length })}
      </h2>
      <div className="mt-4 grid gap-4 lg:grid-cols-[minmax(0,20rem)_1fr]">
        <div className="rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200">
          <h3 className="font-semibold text-slate-900">{t("claims.office.hiddenDetails")}</h3>
          <p className="mt-1 whitespace-pre-line text-slate-900">
            {found.hiddenDetails ?? t("claims.office.noHidden")}
          </p>
          {found.serialNumber && (
            <p className="mt-2 text-sm text-slate-700">
              {`${t("claims.office.serialNumber")}: `}
              <span className="font-mono">{found.serialNumber}</span>
            </p>
          )}
          {found.description && (
            <p className="mt-2 text-sm whitespace-pre-line text-slate-700">
              {`${t("claims.office.description")}: ${found.description}`}
            </p>
          )}
        </div>
        <div className="space-y-3">
          {claims.length === 0 && <p className="text-slate-700">{t("claims.office.noClaims")}</p>}
          {claims.map((claim) => (
            <ClaimCard
              key={claim.id}
              claim={claim}
              reader="office"
              showItem={false}
              actions={
                <>
                  {claim.status === "open" && pending && (
                    <button
                      type="button"
                      className={actionClass}
                      aria-label={t("claims.office.approveOf", { name: personName(t, claim.claimant.name) })}
                      onClick={() => setStep({ claim, kind: "approve" })}
                    >
                      {t("claims.office.approve")}
                    </button>
                  )}
                  {(claim.status === "open" || claim.status === "approved") && (
                    <button
                      type="button"
                      className={actionClass}
                      aria-label={t("claims.office.rejectOf", { name: personName(t, claim.claimant.name) })}
                      onClick={() => setStep({ claim, kind: "reject" })}
                    >
                      {t("claims.office.reject")}
                    </button>
                  )}
                  {claim.status === "approved" && pending && (
                    <button
                      type="button"
                      className="min-h-11 rounded-xl bg-brand-800 px-4 py-2 font-semibold text-white hover:bg-brand-700"
                      aria-label={t("claims.office.handoverOf", { name: personName(t, claim.claimant.name) })}
                      onClick={() => setStep({ claim, kind: "handover" })}
                    >
                      {t("claims.office.handover")}
                    </button>
                  )}
                </>
              }
            />
          ))}
        </div>
      </div>
      <Modal open={step !== null} title={step ? t(titles[step.kind]) : ""} onClose={() => setStep(null)} size="sm">
        {step &&
          (step.kind === "handover" ? (
            <HandoverForm claim={step.claim} today={today} onDone={() => done(step)} onCancel={() => setStep(null)} />
          ) : (
            <DecisionForm step={{ ...step, kind: step.kind }} onDone={() => done(step)} />
          ))}
      </Modal>
    </section>
  );
}
