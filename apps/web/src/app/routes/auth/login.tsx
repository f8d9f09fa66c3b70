import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { AuthCard } from "../../../features/auth/components/auth-card";
import { LoginForm } from "../../../features/auth/components/login-form";
import { useSaveLanguage } from "../../../features/users/api/save-language";
import { chooseLanguage, currentLanguage, hasStoredLanguage } from "../../../lib/i18n";
import { roleHome, safeNext } from "../../guards";

/** `/login`: after signing in, back to where the user was sent away from, else their home. */
export function LoginPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  const saveLanguage = useSaveLanguage();
  return (
    <AuthCard title={t("authPages.login.title")} intro={t("authPages.login.intro")}>
      <LoginForm
        notice={notice}
        onLoggedIn={(user) => {
          // One language setting: a choice made on this device before signing in becomes the
          // profile's; without one, the profile's applies here.
          if (!hasStoredLanguage()) void chooseLanguage(i18n, user.language);
          else if (currentLanguage(i18n) !== user.language) saveLanguage.mutate(currentLanguage(i18n));
          void navigate(safeNext(params.get("next")) ?? roleHome(user), { replace: true });
        }}
      />
    </AuthCard>
  );
}
