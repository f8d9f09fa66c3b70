import { useId } from "react";
import { useTranslation } from "../../../lib/use-translation";

/** What a roster file looks like, with a tiny example using the university's student email domain. */
export function RosterFormat({ domain }: { domain: string }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="space-y-2">
      <h3 className="font-semibold text-slate-800">{t("admin.roster.format.title")}</h3>
      <p className="text-slate-700">{t("admin.roster.format.body")}</p>
      <p id={`${id}-example`} className="text-sm font-semibold text-slate-700">
        {t("admin.roster.format.example")}
      </p>
      {/* Wraps rather than scrolls: the whole example is readable on a phone, and no scroll region needs focus. */}
      <pre
        aria-labelledby={`${id}-example`}
        className="rounded-xl bg-slate-900 px-4 py-3 text-sm break-all whitespace-pre-wrap text-slate-100"
      >
        <code>{t("admin.roster.format.sample", { domain })}</code>
      </pre>
    </div>
  );
}
