import type { ReactNode } from "react";
import { Link } from "react-router";

const variants = {
  primary: "bg-accent-400 text-brand-900 hover:bg-accent-500 shadow-sm",
  secondary: "bg-white text-brand-800 ring-1 ring-brand-100 hover:bg-brand-50",
  ghost: "text-brand-700 underline underline-offset-4 hover:text-brand-900",
} as const;

/** A link that looks like a button, for navigation calls to action. */
export function ButtonLink({
  to,
  variant = "primary",
  children,
}: {
  to: string;
  variant?: keyof typeof variants;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      className={`inline-flex min-h-11 items-center justify-center rounded-xl px-5 py-2.5 text-center text-base font-semibold transition-colors ${variants[variant]}`}
    >
      {children}
    </Link>
  );
}
