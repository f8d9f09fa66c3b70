import { useTranslation } from "../../../lib/use-translation";
import { AuthCard } from "../../../features/auth/components/auth-card";
import { ForgotPasswordForm } from "../../../features/auth/components/password-reset-forms";

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t("authPages.forgot.title")} intro={t("authPages.forgot.intro")}>
      <ForgotPasswordForm />
    </AuthCard>
  );
}
