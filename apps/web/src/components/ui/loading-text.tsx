import { useOffline } from "../../lib/use-offline";
import { useTranslation } from "../../lib/use-translation";

/**
 * What a screen says while its data loads: "Loading…", or, while the browser is offline (the
 * query waits for the connection), that it will load once the connection is back, rather than
 * a "Loading…" that never ends.
 */
export function LoadingText() {
  const { t } = useTranslation();
  const offline = useOffline();
  return <>{offline ? t("errors.offline") : t("common.loading")}</>;
}
