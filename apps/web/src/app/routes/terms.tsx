import { useTranslation } from "react-i18next";
import { Card } from "../../components/ui/card";
import { PageTitle } from "../../components/ui/page-title";
import { usePublicConfig } from "../../features/system/api/get-public-config";
import { useUniversityName } from "../../features/system/hooks/use-university-name";

const sections = ["eligibility", "reports", "claims", "conduct", "handover", "privacy", "changes"] as const;

/** The terms and conditions every user accepts at sign-up. */
export function TermsPage() {
  const { t } = useTranslation();
  const { data: config } = usePublicConfig();
  const university = useUniversityName();
  return (
    <Card className="mx-auto max-w-3xl">
      <PageTitle title={t("terms.title")} />
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-800">{t("terms.title")}</h1>
      <p className="mt-1 text-sm text-slate-600">{t("terms.updated")}</p>
      <p className="mt-6 text-slate-800">{t("terms.intro", { university })}</p>
      {sections.map((section) => (
        <section key={section} className="mt-6" aria-labelledby={`terms-${section}`}>
          <h2 id={`terms-${section}`} className="text-xl font-bold text-brand-800">
            {t(`terms.sections.${section}.title`)}
          </h2>
          <p className="mt-2 leading-relaxed text-slate-800">{t(`terms.sections.${section}.body`)}</p>
        </section>
      ))}
      {config && (
        <section className="mt-8 rounded-2xl bg-brand-50 p-5" aria-labelledby="terms-contact">
          <h2 id="terms-contact" className="text-lg font-bold text-brand-800">
            {t("terms.contactTitle")}
          </h2>
          <p className="mt-2 text-slate-800">{t("terms.contactBody", { ...config.office })}</p>
        </section>
      )}
    </Card>
  );
}
