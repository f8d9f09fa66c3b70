import { useTranslation } from "../../lib/use-translation";
import { paths, type ScreenName } from "@campus/shared";
import { ButtonLink } from "../../components/ui/button-link";
import { Card } from "../../components/ui/card";
import { PageTitle } from "../../components/ui/page-title";
import { translateKey } from "../../lib/translate-key";

/** Stands in for a screen that a later issue builds: its title and a way back. */
export function PlaceholderPage({ screen }: { screen: Exclude<ScreenName, "welcome" | "terms" | "dashboard"> }) {
  const { t } = useTranslation();
  const title = translateKey(t, `placeholder.screens.${screen}`);
  return (
    <Card className="mx-auto max-w-xl">
      <PageTitle title={title} />
      <h1 className="text-3xl font-extrabold text-brand-800">{title}</h1>
      <p className="mt-3 text-slate-700">{t("placeholder.body")}</p>
      <div className="mt-6">
        <ButtonLink to={paths.welcome} variant="secondary">
          {t("common.backToWelcome")}
        </ButtonLink>
      </div>
    </Card>
  );
}
