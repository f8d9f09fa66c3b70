import { useTranslation } from "../../../lib/use-translation";
import { Link } from "react-router";
import type { AuditEntry, Location } from "@campus/shared";
import { describeAction, describeDetails, describeTarget, type AuditPlace } from "./audit-summary";
import { formatDateTime } from "../../../lib/date-time";
import { ColumnHeader, ScrollTable } from "../../../components/ui/scroll-table";

/**
 * The audit log in a table: when, who, what, on what, and a short summary of the changes.
 * Scrolls sideways inside its own labelled region on phones.
 */
export function AuditTable({
  entries,
  locations,
  places,
  label,
  stale,
  timeZone,
}: {
  entries: AuditEntry[];
  locations: Location[];
  places: AuditPlace[];
  label: string;
  stale: boolean;
  timeZone: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const context = { t, language: i18n.language, locations, places };

  return (
    <ScrollTable
      label={label}
      minWidth="min-w-[56rem]"
      stale={stale}
      head={
        <>
          <ColumnHeader>{t("admin.audit.columns.at")}</ColumnHeader>
          <ColumnHeader>{t("admin.audit.columns.actor")}</ColumnHeader>
          <ColumnHeader>{t("admin.audit.columns.action")}</ColumnHeader>
          <ColumnHeader>{t("admin.audit.columns.target")}</ColumnHeader>
          <ColumnHeader>{t("admin.audit.columns.details")}</ColumnHeader>
        </>
      }
    >
      {entries.map((entry) => {
        const target = describeTarget(entry, context);
        const details = describeDetails(entry, context);
        return (
          <tr key={entry.id} className="border-b border-slate-100 align-top last:border-0">
            <th scope="row" className="px-3 py-2 text-left font-semibold whitespace-nowrap text-slate-900">
              <time dateTime={entry.at}>{formatDateTime(entry.at, i18n.language, timeZone)}</time>
            </th>
            <td className="max-w-48 px-3 py-2 break-words text-slate-700">
              {entry.actor.name || t("admin.audit.system")}
            </td>
            <td className="px-3 py-2 font-medium text-slate-900">{describeAction(entry, context)}</td>
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
    </ScrollTable>
  );
}
