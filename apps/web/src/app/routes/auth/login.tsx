import { useState } from "react";
import { useTranslation } from "../../../lib/use-translation";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { AuthCard } from "../../../features/auth/components/auth-card";
import { CampusSignIn } from "../../../features/auth/components/campus-sign-in";
import { LoginForm } from "../../../features/auth/components/login-form";
import { usePublicConfig } from "../../../features/system/api/get-public-config";
import { useSaveLanguage } from "../../../features/users/api/save-language";
import { chooseLanguage, hasStoredLanguage } from "../../../lib/i18n";
import { focusNextPageHeading } from "../../../lib/focus-after";
import { roleHome, safeNext } from "../../guards";

/** `/login`: after signing in, back to where the user was sent away from, else their home. */
export function LoginPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // A notice from the page that sent the user here, and the email to start with (a just-confirmed address).
  const { notice, email } = (useLocation().state as { notice?: string; email?: string } | null) ?? {};
  const saveLanguage = useSaveLanguage();
  const { data: config } = usePublicConfig();
  // After a right password with two-step sign-in on, the page is the code step's.
  const [secondStep, setSecondStep] = useState(false);
  return (
    <AuthCard
      title={t(secondStep ? "authPages.secondFactor.title" : "authPages.login.title")}
      intro={secondStep ? undefined : t("authPages.login.intro")}
    >
      {config?.campusSignIn && !secondStep && (
        <div className="mb-6 space-y-4">
          <CampusSignIn
            university={config.universityName}
            error={params.get("error")}
            hint={t(config.passwordSignIn ? "auth.campus.hint" : "auth.campus.passwordOff")}
          />
          <p className="flex items-center gap-3 text-sm text-slate-600 before:h-px before:flex-1 before:bg-slate-300 after:h-px after:flex-1 after:bg-slate-300">
            {t("auth.campus.or")}
          </p>
        </div>
      )}
      <LoginForm
        offerSignUp={config?.passwordSignIn ?? true}
        notice={notice}
        email={email}
        onSecondStep={setSecondStep}
        onLoggedIn={(user) => {
          // One language setting: a choice made on this device before signing in becomes the
          // profile's; without one, the profile's applies here.
          if (!hasStoredLanguage()) void chooseLanguage(i18n, user.language);
          else if (i18n.language !== user.language) saveLanguage.mutate(i18n.language);
          focusNextPageHeading();
          void navigate(safeNext(params.get("next")) ?? roleHome(user), { replace: true });
        }}
      />
    </AuthCard>
  );
}
