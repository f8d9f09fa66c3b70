import { useTranslation } from "../../lib/use-translation";
import { paths } from "@campus/shared";
import { ButtonLink } from "../../components/ui/button-link";
import { Card } from "../../components/ui/card";
import { PageTitle } from "../../components/ui/page-title";

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Card className="mx-auto max-w-xl text-center">
      <PageTitle title={t("notFound.title")} />
      <p className="text-6xl font-black text-brand-100" aria-hidden="true">
        {404}
      </p>
      <h1 className="mt-2 text-3xl font-extrabold text-brand-800">{t("notFound.title")}</h1>
      <p className="mt-3 text-slate-700">{t("notFound.body")}</p>
      <div className="mt-6">
        <ButtonLink to={paths.welcome}>{t("notFound.action")}</ButtonLink>
      </div>
    </Card>
  );
}
