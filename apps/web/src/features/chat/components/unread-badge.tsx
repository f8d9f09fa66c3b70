import { useTranslation } from "../../../lib/use-translation";

/** A red count of unread messages ("99+" above 99); screen readers hear "3 unread messages". Nothing for 0. */
export function UnreadBadge({ count, className = "" }: { count: number; className?: string }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <span
      className={`inline-flex h-6 min-w-6 items-center justify-center rounded-full bg-red-700 px-1.5 text-xs leading-none font-bold text-white ${className}`}
    >
      <span aria-hidden="true">{count > 99 ? "99+" : count}</span>
      <span className="sr-only">{t("chat.unread", { count })}</span>
    </span>
  );
}
