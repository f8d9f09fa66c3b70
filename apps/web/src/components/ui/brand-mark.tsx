import { useTranslation } from "../../lib/use-translation";
import { Link } from "react-router";
import { paths } from "@campus/shared";

/** The magnifier logo (decorative: the product name always stands beside it). */
export function BrandMark({ className = "h-9 w-9" }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#12355b" />
      <circle cx="28" cy="28" r="13" fill="none" stroke="#f5b841" strokeWidth="6" />
      <path d="M37 37l12 12" stroke="#f5b841" strokeWidth="7" strokeLinecap="round" />
    </svg>
  );
}

/** Logo and product name, linking to the welcome page. */
export function BrandLink({
  markClassName,
  textClassName = "font-bold",
}: {
  markClassName?: string;
  textClassName?: string;
}) {
  const { t } = useTranslation();
  return (
    <Link to={paths.welcome} className="flex items-center gap-2 rounded-lg text-white sm:gap-3">
      <BrandMark className={markClassName} />
      <span className={textClassName}>{t("app.name")}</span>
    </Link>
  );
}
