import { useTranslation } from "react-i18next";
import { Toaster } from "sonner";

/** Where toasts appear (announced politely to screen readers), labelled in the interface language. */
export function AppToaster() {
  const { t } = useTranslation();
  return <Toaster position="top-center" richColors duration={4000} containerAriaLabel={t("common.notifications")} toastOptions={{ className: "text-base" }} />;
}
