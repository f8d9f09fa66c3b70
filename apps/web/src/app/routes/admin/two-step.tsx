import { useTranslation } from "../../../lib/use-translation";
import { useNavigate } from "react-router";
import { paths } from "@campus/shared";
import { FormAlert } from "../../../components/ui/form-controls";
import { PageHeader } from "../../../components/ui/page-header";
import { useSession } from "../../../features/auth/api/get-session";
import { useNewRecoveryCodes } from "../../../features/auth/api/second-factor";
import { PasswordAgainForm } from "../../../features/auth/components/password-again-form";
import { RecoveryCodes } from "../../../features/auth/components/recovery-codes";
import { SecondFactorSetup } from "../../../features/auth/components/second-factor-setup";
import { toast } from "../../../lib/toast";

/**
 * `/dashboard/admin/two-step`: an administrator turns two-step sign-in on here before the admin
 * panel opens (they are sent here until then); once it is on, they can make new recovery codes.
 */
export function TwoStepPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: user } = useSession();
  const on = user?.twoFactorEnabled === true;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        title={on ? t("authPages.secondFactor.onTitle") : t("authPages.secondFactor.setupTitle")}
        intro={on ? t("authPages.secondFactor.onIntro") : t("authPages.secondFactor.setupIntro")}
      />
      {on ? (
        <NewRecoveryCodes />
      ) : (
        <SecondFactorSetup
          onDone={() => {
            toast.success(t("authPages.secondFactor.turnedOn"));
            void navigate(paths.admin, { replace: true });
          }}
        />
      )}
      <p className="text-sm text-slate-600">{t("authPages.secondFactor.lostPhone")}</p>
    </div>
  );
}

function NewRecoveryCodes() {
  const { t } = useTranslation();
  const mutation = useNewRecoveryCodes();
  return (
    <section
      aria-labelledby="new-codes"
      className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="new-codes" className="text-lg font-bold text-brand-800">
        {t("authPages.secondFactor.newCodes")}
      </h2>
      {mutation.data ? (
        <>
          <FormAlert tone="success">{t("authPages.secondFactor.newCodesReady")}</FormAlert>
          <RecoveryCodes codes={mutation.data} />
        </>
      ) : (
        <PasswordAgainForm
          className="max-w-md space-y-3"
          submitLabel={t("authPages.secondFactor.newCodes")}
          pending={mutation.isPending}
          send={(password, showError) => mutation.mutate({ password }, { onError: showError })}
        />
      )}
    </section>
  );
}
