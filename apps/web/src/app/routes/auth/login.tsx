import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { AuthCard } from "../../../features/auth/components/auth-card";
import { LoginForm } from "../../../features/auth/components/login-form";
import { chooseLanguage, hasStoredLanguage } from "../../../lib/i18n";
import { roleHome, safeNext } from "../../guards";

/** `/login`: after signing in, back to where the user was sent away from, else their home. */
export function LoginPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  return (
    <AuthCard title={t("authPages.login.title")} intro={t("authPages.login.intro")}>
      <LoginForm
        notice={notice}
        onLoggedIn={(user) => {
          // Display language: the stored choice, else the profile's (design.md section 9).
          if (!hasStoredLanguage()) void chooseLanguage(i18n, user.language);
          void navigate(safeNext(params.get("next")) ?? roleHome(user), { replace: true });
        }}
      />
    </AuthCard>
  );
}
