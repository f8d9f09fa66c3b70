import { useTranslation } from "../../lib/use-translation";

/** Sets the document title (React 19 hoists <title> into the head) as "Page · Campus Lost & Found". */
export function PageTitle({ title }: { title?: string }) {
  const { t } = useTranslation();
  return <title>{title ? `${title} · ${t("app.name")}` : t("app.name")}</title>;
}
