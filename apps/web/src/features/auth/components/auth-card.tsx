import type { ReactNode } from "react";
import { Card } from "../../../components/ui/card";
import { PageTitle } from "../../../components/ui/page-title";

/** The panel the account pages sit on: title, intro and the form. */
export function AuthCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <Card className="mx-auto max-w-lg">
      <PageTitle title={title} />
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-800">{title}</h1>
      {intro && <p className="mt-2 text-slate-700">{intro}</p>}
      <div className="mt-6">{children}</div>
    </Card>
  );
}
