import { useTranslation } from "../../lib/use-translation";
import { Card } from "../../components/ui/card";
import { PageTitle } from "../../components/ui/page-title";
import { translateKey } from "../../lib/translate-key";
import { usePublicConfig } from "../../features/system/api/get-public-config";
import { useUniversityName } from "../../features/system/hooks/use-university-name";

/**
 * A document of numbered sections from the catalogue under `base` (the terms, the privacy
 * notice): its title, date, introduction, each section, and the office's contacts.
 */
export function PolicyDocument({ base, sections }: { base: "terms" | "privacy"; sections: readonly string[] }) {
  const { t } = useTranslation();
  const { data: config } = usePublicConfig();
  const university = useUniversityName();
  return (
    <Card className="mx-auto max-w-3xl">
      <PageTitle title={t(`${base}.title`)} />
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-800">{t(`${base}.title`)}</h1>
      <p className="mt-1 text-sm text-slate-600">{t(`${base}.updated`)}</p>
      <p className="mt-6 text-slate-800">{t(`${base}.intro`, { university })}</p>
      {sections.map((section) => (
        <section key={section} className="mt-6" aria-labelledby={`${base}-${section}`}>
          <h2 id={`${base}-${section}`} className="text-xl font-bold text-brand-800">
            {translateKey(t, `${base}.sections.${section}.title`)}
          </h2>
          <p className="mt-2 leading-relaxed text-slate-800">
            {translateKey(t, `${base}.sections.${section}.body`, { university })}
          </p>
        </section>
      ))}
      {config && (
        <section className="mt-8 rounded-2xl bg-brand-50 p-5" aria-labelledby={`${base}-contact`}>
          <h2 id={`${base}-contact`} className="text-lg font-bold text-brand-800">
            {t(`${base}.contactTitle`)}
          </h2>
          <p className="mt-2 text-slate-800">{t(`${base}.contactBody`, { ...config.office })}</p>
        </section>
      )}
    </Card>
  );
}
