import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { AuthCard } from "../../../features/auth/components/auth-card";
import { LoginForm } from "../../../features/auth/components/login-form";
import { roleHome, safeNext } from "../../guards";

/** `/login`: after signing in, back to where the user was sent away from, else their home. */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  return (
    <AuthCard title={t("authPages.login.title")} intro={t("authPages.login.intro")}>
      <LoginForm notice={notice} onLoggedIn={(user) => void navigate(safeNext(params.get("next")) ?? roleHome(user), { replace: true })} />
    </AuthCard>
  );
}
