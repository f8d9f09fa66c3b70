import type { ReactNode } from "react";

/** The white panel public pages sit on, over the campus background. */
export function Card({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <section className={`rounded-3xl bg-white/95 p-6 shadow-xl ring-1 ring-black/5 sm:p-10 ${className}`}>
      {children}
    </section>
  );
}
