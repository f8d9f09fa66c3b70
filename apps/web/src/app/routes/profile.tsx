import { useTranslation } from "../../lib/use-translation";
import { Link } from "react-router";
import { paths } from "@campus/shared";
import { FormAlert } from "../../components/ui/form-controls";
import { PageTitle } from "../../components/ui/page-title";
import { useProfile } from "../../features/users/api/profile";
import { DevicePushSwitch } from "../../features/push/components/device-push-switch";
import { EmailPreferencesForm } from "../../features/users/components/email-preferences-form";
import { ProfileForm } from "../../features/users/components/profile-form";
import { ProfilePhoto } from "../../features/users/components/profile-photo";
import { RemoveAccount } from "../../features/users/components/remove-account";
import { usePublicConfig } from "../../features/system/api/get-public-config";
import { ApiError } from "../../lib/api-client";
import { LoadingText } from "../../components/ui/loading-text";

/** `/dashboard/profile`: the user's own details. */
export function ProfilePage() {
  const { t } = useTranslation();
  const profile = useProfile();
  const config = usePublicConfig();
  return (
    <section className="mx-auto max-w-3xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <PageTitle title={t("profile.title")} />
      <h1 className="text-2xl font-extrabold text-brand-800">{t("profile.title")}</h1>
      <p className="mt-1 text-slate-600">{t("profile.intro")}</p>
      <div className="mt-6">
        {profile.error ? (
          <FormAlert>
            {profile.error instanceof ApiError && profile.error.status === 404
              ? t("profile.notFound")
              : profile.error.message}
          </FormAlert>
        ) : profile.data && config.data ? (
          <div className="space-y-6">
            <ProfilePhoto user={profile.data} maxUploadMb={config.data.maxUploadMb} />
            <ProfileForm user={profile.data} studentEmailDomain={config.data.studentEmailDomain} />
            <EmailPreferencesForm role={profile.data.role} />
            <DevicePushSwitch userId={profile.data.id} />
            <section aria-labelledby="profile-data" className="border-t border-slate-200 pt-4">
              <h2 id="profile-data" className="text-lg font-bold text-brand-800">
                {t("profile.data.title")}
              </h2>
              <p className="mt-1 text-slate-700">{t("profile.data.body")}</p>
              <div className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2">
                <a
                  href="/api/profile/data"
                  download
                  className="inline-flex min-h-11 items-center rounded-xl bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                >
                  {t("profile.data.download")}
                </a>
                <Link to={paths.privacy} className="font-semibold text-brand-700 underline underline-offset-4">
                  {t("profile.data.privacy")}
                </Link>
              </div>
            </section>
            {profile.data.role === "student" && <RemoveAccount />}
            {profile.data.role === "admin" && (
              <p className="border-t border-slate-200 pt-4 text-slate-700">
                {t(profile.data.twoFactorEnabled ? "profile.twoStepOn" : "profile.twoStepOff")}{" "}
                <Link to={paths.adminTwoStep} className="font-semibold text-brand-700 underline underline-offset-4">
                  {t("authPages.secondFactor.profileLink")}
                </Link>
              </p>
            )}
          </div>
        ) : (
          <p role="status">
            <LoadingText />
          </p>
        )}
      </div>
    </section>
  );
}
