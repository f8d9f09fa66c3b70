import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "@campus/shared";
import { FormAlert } from "../../components/ui/form-controls";
import { PageTitle } from "../../components/ui/page-title";
import { useProfile } from "../../features/users/api/profile";
import { ProfileForm } from "../../features/users/components/profile-form";
import { ProfilePhoto } from "../../features/users/components/profile-photo";
import { usePublicConfig } from "../../features/system/api/get-public-config";
import { ApiError } from "../../lib/api-client";

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
          <p role="status">{t("common.loading")}</p>
        )}
      </div>
    </section>
  );
}
