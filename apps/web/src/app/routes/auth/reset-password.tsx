import { useTranslation } from "../../../lib/use-translation";
import { Link, useNavigate, useSearchParams } from "react-router";
import { paths } from "@campus/shared";
import { FormAlert } from "../../../components/ui/form-controls";
import { AuthCard } from "../../../features/auth/components/auth-card";
import { ResetPasswordForm } from "../../../features/auth/components/password-reset-forms";

/** `/reset-password?token=…`: the page the emailed link opens. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get("token");
  return (
    <AuthCard title={t("authPages.reset.title")}>
      {token ? (
        <ResetPasswordForm
          token={token}
          onReset={(message) => void navigate(paths.login, { state: { notice: message } })}
        />
      ) : (
        <FormAlert>
          {t("authPages.reset.missingToken")}{" "}
          <Link to={paths.forgotPassword} className="underline underline-offset-4">
            {t("authPages.reset.requestNew")}
          </Link>
        </FormAlert>
      )}
    </AuthCard>
  );
}
