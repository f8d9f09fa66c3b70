import { useTranslation } from "../../../lib/use-translation";
import { useNavigate } from "react-router";
import { paths } from "@campus/shared";
import { AuthCard } from "../../../features/auth/components/auth-card";
import { CampusSignIn } from "../../../features/auth/components/campus-sign-in";
import { RegisterForm } from "../../../features/auth/components/register-form";
import { usePublicConfig } from "../../../features/system/api/get-public-config";
import { LoadingText } from "../../../components/ui/loading-text";

/** `/register`: on success, "registration successful" and on to the login page. */
export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: config } = usePublicConfig();
  return (
    <AuthCard title={t("authPages.register.title")} intro={t("authPages.register.intro")}>
      {config?.campusSignIn && (
        <div className={config.passwordSignIn ? "mb-6" : undefined}>
          <CampusSignIn university={config.universityName} hint={t("auth.campus.registerInstead")} />
        </div>
      )}
      {config && !config.passwordSignIn ? null : config ? (
        <RegisterForm
          studentEmailDomain={config.studentEmailDomain}
          onRegistered={(message) => void navigate(paths.login, { state: { notice: message } })}
        />
      ) : (
        <p role="status">
          <LoadingText />
        </p>
      )}
    </AuthCard>
  );
}
