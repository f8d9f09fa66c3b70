import { useTranslation } from "../../lib/use-translation";
import { Link } from "react-router";
import { paths } from "@campus/shared";
import { usePublicConfig } from "../../features/system/api/get-public-config";
import { useUniversityName } from "../../features/system/hooks/use-university-name";
import { officePlace } from "../../lib/report-label";

/** Copyright line, office contacts (from the server's configuration), the terms and the privacy notice. */
export function SiteFooter() {
  const { t, i18n } = useTranslation();
  const { data: config } = usePublicConfig();
  const university = useUniversityName();
  return (
    <footer className="bg-brand-900/85 px-4 py-6 text-sm text-brand-100 backdrop-blur sm:px-8">
      <div className="mx-auto flex max-w-6xl flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          {config && <p>{t("footer.office", { place: officePlace(config.office, i18n.language) })}</p>}
          {config && <p>{t("footer.contact", { phone: config.office.phone, email: config.office.email })}</p>}
          <p>{t("footer.copyright", { year: new Date().getFullYear(), university })}</p>
        </div>
        <nav aria-label={t("footer.links")} className="flex flex-wrap gap-x-5 gap-y-1">
          <Link to={paths.terms} className="font-medium text-white underline underline-offset-4 hover:text-accent-400">
            {t("nav.terms")}
          </Link>
          <Link
            to={paths.privacy}
            className="font-medium text-white underline underline-offset-4 hover:text-accent-400"
          >
            {t("privacy.link")}
          </Link>
        </nav>
      </div>
    </footer>
  );
}
