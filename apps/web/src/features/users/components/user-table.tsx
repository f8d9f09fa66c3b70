import { useTranslation } from "../../../lib/use-translation";
import type { AdminUser } from "@campus/shared";
import { formatDateTime } from "../../../lib/date-time";
import { RowActionButton } from "../../../components/ui/row-action-button";
import { ColumnHeader, ScrollTable } from "../../../components/ui/scroll-table";
import { personName } from "../../../lib/person-name";

/** A change the table offers for a row; the route asks before making it. */
export type UserAction = "promote" | "demote" | "disable" | "enable";

/**
 * The accounts in a table: who they are (name, with the email under it), their role and status, when they last signed in, and
 * the changes an admin may make. The admin's own row offers none ("You"): the server refuses
 * them. Scrolls sideways inside its own labelled region on phones.
 */
export function UserTable({
  users,
  label,
  stale,
  timeZone,
  onAction,
}: {
  users: AdminUser[];
  label: string;
  stale: boolean;
  timeZone: string | undefined;
  onAction: (user: AdminUser, action: UserAction) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;

  return (
    <ScrollTable
      label={label}
      minWidth="min-w-[52rem]"
      stale={stale}
      head={
        <>
          <ColumnHeader>{t("admin.users.columns.name")}</ColumnHeader>
          <ColumnHeader>{t("admin.users.columns.matrixNo")}</ColumnHeader>
          <ColumnHeader>{t("admin.users.columns.role")}</ColumnHeader>
          <ColumnHeader>{t("admin.users.columns.status")}</ColumnHeader>
          <ColumnHeader>{t("admin.users.columns.lastLogin")}</ColumnHeader>
          <ColumnHeader>{t("admin.users.columns.actions")}</ColumnHeader>
        </>
      }
    >
      {users.map((user) => (
        <tr key={user.id} className="border-b border-slate-100 align-top last:border-0">
          <th scope="row" className="max-w-72 min-w-48 px-3 py-2 text-left font-semibold break-words text-slate-900">
            {personName(t, user.name)}{" "}
            {user.name && <span className="block text-xs font-normal break-all text-slate-600">{user.email}</span>}
          </th>
          <td className="px-3 py-2 whitespace-nowrap text-slate-700">{user.matrixNo ?? ""}</td>
          <td className="px-3 py-2">
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-bold whitespace-nowrap ${user.role === "admin" ? "bg-brand-100 text-brand-900" : "bg-slate-100 text-slate-800"}`}
            >
              {t(`profile.role.${user.role}`)}
            </span>
          </td>
          <td className="px-3 py-2">
            {user.disabledAt ? (
              <>
                <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-red-900">
                  {t("admin.users.statuses.disabled")}
                </span>
                <span className="mt-1 block text-xs whitespace-nowrap text-slate-600">
                  {t("admin.users.disabledSince", { date: formatDateTime(user.disabledAt, language, timeZone) })}
                </span>
              </>
            ) : (
              <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-emerald-900">
                {t("admin.users.statuses.active")}
              </span>
            )}
          </td>
          <td className="px-3 py-2 whitespace-nowrap text-slate-700">
            {user.lastLoginAt ? formatDateTime(user.lastLoginAt, language, timeZone) : t("admin.users.never")}
          </td>
          <td className="px-2 py-1">
            {user.self ? (
              <p className="py-2">
                <span className="rounded-full bg-accent-400 px-2.5 py-1 text-xs font-bold text-brand-900">
                  {t("admin.users.you")}
                </span>
                <span className="sr-only"> {t("admin.users.youHint")}</span>
              </p>
            ) : (
              <div className="flex w-max gap-1">
                {user.role === "student" ? (
                  <RowActionButton
                    label={t("admin.users.makeAdminOf", { name: user.name })}
                    onClick={() => onAction(user, "promote")}
                  >
                    {t("admin.users.makeAdmin")}
                  </RowActionButton>
                ) : (
                  <RowActionButton
                    label={t("admin.users.makeStudentOf", { name: user.name })}
                    onClick={() => onAction(user, "demote")}
                  >
                    {t("admin.users.makeStudent")}
                  </RowActionButton>
                )}
                {user.disabledAt ? (
                  <RowActionButton
                    label={t("admin.users.enableOf", { name: user.name })}
                    tone="confirm"
                    onClick={() => onAction(user, "enable")}
                  >
                    {t("admin.users.enable")}
                  </RowActionButton>
                ) : (
                  <RowActionButton
                    label={t("admin.users.disableOf", { name: user.name })}
                    tone="danger"
                    onClick={() => onAction(user, "disable")}
                  >
                    {t("admin.users.disable")}
                  </RowActionButton>
                )}
              </div>
            )}
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}
