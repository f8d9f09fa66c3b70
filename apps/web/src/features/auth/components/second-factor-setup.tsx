import { Fragment, useEffect, useState } from "react";
import { useTranslation } from "../../../lib/use-translation";
import { secondFactorConfirmSchema, type SessionUser } from "@campus/shared";
import { CheckboxField, FormAlert, SubmitButton, TextField } from "../../../components/ui/form-controls";
import { useSchemaForm } from "../../../lib/form";
import { focusWhenShown } from "../../../lib/focus-after";
import { useConfirmSetup, useStartSetup } from "../api/second-factor";
import { AuthenticatorQr } from "./authenticator-qr";
import { PasswordAgainForm } from "./password-again-form";
import { RecoveryCodes } from "./recovery-codes";
import { takeFreshPassword } from "../fresh-password";

const panel = "space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6";

/** The key typed into the app instead of scanning, in groups of four. */
const groups = (key: string) => key.match(/.{1,4}/g) ?? [key];

/**
 * Turning two-step sign-in on: the password, then (1) the QR code or key for the app, (2) the
 * recovery codes, saved before going on, and (3) the app's first code, which turns it on.
 */
export function SecondFactorSetup({ onDone }: { onDone: (user: SessionUser) => void }) {
  const { t } = useTranslation();
  const start = useStartSetup();
  const confirm = useConfirmSetup();
  const codeForm = useSchemaForm(secondFactorConfirmSchema, { code: "" });
  const [saved, setSaved] = useState(false);
  const [savedError, setSavedError] = useState<string | undefined>();
  const setup = start.data;
  // Signed in with the password a moment ago: begin at once, without asking for it again.
  const [fresh] = useState(takeFreshPassword);
  const { mutate } = start;
  useEffect(() => {
    if (fresh) mutate({ password: fresh });
  }, [fresh, mutate]);

  if (!setup) {
    return (
      <PasswordAgainForm
        className={`${panel} max-w-xl`}
        intro={<p className="text-slate-700">{t("authPages.secondFactor.setupPasswordIntro")}</p>}
        submitLabel={t("authPages.secondFactor.begin")}
        pending={start.isPending}
        send={(password, showError) => start.mutate({ password }, { onError: showError })}
      />
    );
  }

  return (
    <div className="space-y-4">
      <section aria-labelledby="two-step-scan" className={panel}>
        <h2 id="two-step-scan" className="text-lg font-bold text-brand-800">
          {t("authPages.secondFactor.scanTitle")}
        </h2>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <AuthenticatorQr address={setup.otpauthUrl} label={t("authPages.secondFactor.qrAlt")} />
          <div className="min-w-0 space-y-2">
            <p className="text-slate-700">{t("authPages.secondFactor.scanIntro")}</p>
            <p className="text-slate-700">{t("authPages.secondFactor.keyIntro")}</p>
            {/* A line breaks between groups, never inside one (a group split over two lines is misread). */}
            <p className="font-mono text-base text-slate-900" translate="no" data-testid="authenticator-key">
              {groups(setup.key).map((group, index) => (
                <Fragment key={index}>
                  {index > 0 && " "}
                  <span className="whitespace-nowrap">{group}</span>
                </Fragment>
              ))}
            </p>
          </div>
        </div>
      </section>

      <section aria-labelledby="two-step-codes" className={panel}>
        <h2 id="two-step-codes" className="text-lg font-bold text-brand-800">
          {t("authPages.secondFactor.codesTitle")}
        </h2>
        <p className="text-slate-700">{t("authPages.secondFactor.codesIntro")}</p>
        <RecoveryCodes codes={setup.recoveryCodes} />
        <CheckboxField
          name="codesSaved"
          checked={saved}
          error={savedError}
          onChange={(checked) => {
            setSaved(checked);
            if (checked) setSavedError(undefined);
          }}
        >
          {t("authPages.secondFactor.codesSaved")}
        </CheckboxField>
      </section>

      <form
        noValidate
        aria-labelledby="two-step-confirm"
        className={panel}
        onSubmit={(event) => {
          event.preventDefault();
          // Every problem at once: the codes not marked saved and the code, then focus on the first.
          if (!saved) setSavedError(t("authPages.secondFactor.codesNotSaved"));
          const input = codeForm.validate();
          if (!saved || !input) {
            focusWhenShown(() => document.querySelector<HTMLElement>('[aria-invalid="true"]'));
            return;
          }
          confirm.mutate(input, {
            onSuccess: onDone,
            onError: (error) => codeForm.showApiError(error, t("errors.internal")),
          });
        }}
      >
        <h2 id="two-step-confirm" className="text-lg font-bold text-brand-800">
          {t("authPages.secondFactor.confirmTitle")}
        </h2>
        {codeForm.formError && <FormAlert>{codeForm.formError}</FormAlert>}
        <div className="max-w-xs">
          <TextField
            label={t("authPages.secondFactor.code")}
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            required
            value={String(codeForm.values.code)}
            error={codeForm.errors.code}
            onChange={(value) => codeForm.set("code", value)}
          />
        </div>
        <div className="max-w-xs">
          <SubmitButton pending={confirm.isPending}>{t("authPages.secondFactor.turnOn")}</SubmitButton>
        </div>
      </form>
    </div>
  );
}
