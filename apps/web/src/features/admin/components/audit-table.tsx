import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { AuditEntry, Location } from "@campus/shared";
import { describeDetails, describeTarget } from "./audit-summary";
import { formatDateTime } from "./date-time";

/**
 * The audit log in a table: when, who, what, on what, and a short summary of the changes.
 * Scrolls sideways inside its own labelled region on phones.
 */
export function AuditTable({ entries, locations, label, stale, timeZone }: { entries: AuditEntry[]; locations: Location[]; label: string; stale: boolean; timeZone: string | undefined }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const context = { t, language: i18n.language, locations };
  const column = (text: string) => (
    <th scope="col" className="px-3 py-3 text-left align-middle font-semibold text-slate-800">
      {text}
    </th>
  );

  return (
    <div role="region" aria-labelledby={`${id}-caption`} tabIndex={0} className={`overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-accent-400 ${stale ? "opacity-60" : ""}`}>
      <table className="w-full min-w-[56rem] text-sm">
        <caption id={`${id}-caption`} className="sr-only">
          {label}
        </caption>
        <thead className="bg-slate-50">
          <tr className="border-b border-slate-200">
            {column(t("admin.audit.columns.at"))}
            {column(t("admin.audit.columns.actor"))}
            {column(t("admin.audit.columns.action"))}
            {column(t("admin.audit.columns.target"))}
            {column(t("admin.audit.columns.details"))}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const target = describeTarget(entry, context);
            const details = describeDetails(entry, context);
            return (
              <tr key={entry.id} className="border-b border-slate-100 align-top last:border-0">
                <th scope="row" className="px-3 py-2 text-left font-semibold whitespace-nowrap text-slate-900">
                  <time dateTime={entry.at}>{formatDateTime(entry.at, i18n.language, timeZone)}</time>
                </th>
                <td className="max-w-48 px-3 py-2 break-words text-slate-700">{entry.actor.name || t("admin.audit.system")}</td>
                <td className="px-3 py-2 font-medium text-slate-900">{t(`admin.audit.actions.${entry.action}`)}</td>
                <td className="max-w-64 px-3 py-2 break-words text-slate-700">
                  {target.href ? (
                    <Link to={target.href} className="font-semibold text-brand-700 underline hover:text-brand-800">
                      {target.label}
                    </Link>
                  ) : (
                    <span className="font-semibold text-slate-900">{target.label}</span>
                  )}
                  {target.note && <span className="block text-xs text-slate-600">{target.note}</span>}
                </td>
                <td className="min-w-56 px-3 py-2 text-slate-700">
                  {details.length > 0 && (
                    <ul className="space-y-0.5">
                      {details.map((line, index) => (
                        <li key={index} className="break-words">
                          {line}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
