import { useEffect, useState } from "react";
import { useTranslation } from "../../../lib/use-translation";
import type { SessionUser } from "@campus/shared";
import { FormAlert, SubmitButton, TextField } from "../../../components/ui/form-controls";
import { ApiError } from "../../../lib/api-client";
import { useSchemaForm } from "../../../lib/form";
import { secondFactorForm } from "../../../lib/light-schemas";
import { useFinishSignIn } from "../api/login";
import { focusWhenShown, pageHeading } from "../../../lib/focus-after";

const linkButton = "min-h-11 font-semibold text-brand-700 underline underline-offset-4";

/**
 * The second step of signing in, after a right password: the code the authenticator app shows,
 * or one of the recovery codes. When the sign-in has run out (too many wrong codes, or ten
 * minutes) the user starts again with the password. The page around it is titled for this step
 * (the login page's `onSecondStep`).
 */
export function SecondFactorForm({
  onLoggedIn,
  onStartOver,
}: {
  onLoggedIn: (user: SessionUser) => void;
  onStartOver: () => void;
}) {
  const { t } = useTranslation();
  const [recovery, setRecovery] = useState(false);
  const form = useSchemaForm(secondFactorForm, { code: "" });
  const mutation = useFinishSignIn();
  const code = form.values.code;
  const expired = mutation.error instanceof ApiError && mutation.error.code === "SECOND_FACTOR_EXPIRED";
  // Screen-reader and keyboard users land on the new step's heading, not on a field they did not choose.
  useEffect(() => focusWhenShown(pageHeading), []);

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.submit((input) =>
        mutation.mutate(
          { ...input, recoveryCode: recovery },
          { onSuccess: onLoggedIn, onError: (error) => form.showApiError(error, t("auth.errors.loginFailed")) },
        ),
      )}
    >
      <p className="text-slate-700">
        {recovery ? t("authPages.secondFactor.recoveryIntro") : t("authPages.secondFactor.intro")}
      </p>
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      {expired ? (
        <button type="button" className={linkButton} onClick={onStartOver}>
          {t("authPages.secondFactor.startOver")}
        </button>
      ) : (
        <>
          <TextField
            key={recovery ? "recovery" : "app"}
            label={recovery ? t("authPages.secondFactor.recoveryCode") : t("authPages.secondFactor.code")}
            name="code"
            autoComplete="one-time-code"
            inputMode={recovery ? "text" : "numeric"}
            spellCheck={false}
            autoCapitalize="off"
            required
            value={code}
            error={form.errors.code}
            onChange={(value) => form.set("code", value)}
          />
          <SubmitButton pending={mutation.isPending}>{t("authPages.secondFactor.submit")}</SubmitButton>
          <div className="flex flex-wrap justify-between gap-2 text-sm">
            <button
              type="button"
              className={linkButton}
              onClick={() => {
                setRecovery(!recovery);
                form.set("code", "");
              }}
            >
              {recovery ? t("authPages.secondFactor.useApp") : t("authPages.secondFactor.useRecovery")}
            </button>
            <button type="button" className={linkButton} onClick={onStartOver}>
              {t("authPages.secondFactor.startOver")}
            </button>
          </div>
        </>
      )}
    </form>
  );
}
