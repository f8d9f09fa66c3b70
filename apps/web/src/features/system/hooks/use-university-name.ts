import { useTranslation } from "../../../lib/use-translation";
import { usePublicConfig } from "../api/get-public-config";

/** The university's name from the server's configuration, or the product name until it loads. */
export function useUniversityName(): string {
  const { t } = useTranslation();
  const { data: config } = usePublicConfig();
  return config?.universityName ?? t("app.name");
}
