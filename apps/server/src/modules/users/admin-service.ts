import type { z } from "zod";
import {
  REALTIME_CLOSE,
  type AdminUser,
  type adminUserQuerySchema,
  type SessionUser,
  type UserChange,
  type MessageKey,
} from "@campus/shared";
import { AppError } from "../../http/app-error";
import { recordAudit } from "../audit/service";
import {
  deleteSessionsOf,
  findUserForAdmin,
  findUsers,
  setUserDisabled,
  setUserRole,
  type AdminUserRow,
} from "./admin-repository";
import type { Ctx } from "../../core/context";

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

function present(row: AdminUserRow, viewer: SessionUser): AdminUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    matrixNo: row.matrix_no,
    role: row.role,
    disabledAt: iso(row.disabled_at),
    createdAt: iso(row.created_at)!,
    lastLoginAt: iso(row.last_login_at),
    self: row.id === viewer.id,
  };
}

/** The users the office searches for, a page at a time. */
export async function adminUsers(
  ctx: Ctx<"database">,
  admin: SessionUser,
  query: z.output<typeof adminUserQuerySchema>,
) {
  const { database } = ctx;
  const { rows, total } = await findUsers(database.db, query);
  return { users: rows.map((row) => present(row, admin)), total, page: query.page, pageSize: query.pageSize };
}

/**
 * Promotes or demotes a user, or disables or enables their account. An admin may not remove
 * their own admin role or disable themselves (so the office always keeps an admin). Disabling
 * ends every session at once and closes the person's open tabs' realtime sockets; a role change
 * makes those sockets reconnect as the new role. Each change is recorded in the audit log.
 */
export async function changeUser(
  ctx: Ctx<"database" | "bus" | "clock">,
  admin: SessionUser,
  id: string,
  change: UserChange,
): Promise<{ user: AdminUser; messageKey: MessageKey }> {
  const { database, bus } = ctx;
  const before = await findUserForAdmin(database.db, id);
  if (!before) throw new AppError(404, "USER_NOT_FOUND", "admin.errors.userNotFound");
  if (id === admin.id && change.role === "student")
    throw new AppError(400, "OWN_ROLE", "admin.errors.ownRole", {}, "role");
  if (id === admin.id && change.disabled)
    throw new AppError(400, "OWN_ACCOUNT", "admin.errors.ownAccount", {}, "disabled");

  const at = ctx.clock().toISOString();
  const target = { name: before.name, email: before.email };
  const roleChanged = change.role !== undefined && change.role !== before.role;
  const disabling = change.disabled === true && !before.disabled_at;
  const enabling = change.disabled === false && before.disabled_at !== null;
  await database.db.transaction().execute(async (trx) => {
    if (roleChanged) {
      await setUserRole(trx, id, change.role!, at);
      await recordAudit(ctx, trx, admin, {
        action: "user.role",
        targetType: "user",
        targetId: id,
        detail: { user: target, from: before.role, to: change.role },
        at,
      });
    }
    if (disabling) {
      await setUserDisabled(trx, id, at, at);
      await deleteSessionsOf(trx, id);
      await recordAudit(ctx, trx, admin, {
        action: "user.disable",
        targetType: "user",
        targetId: id,
        detail: { user: target },
        at,
      });
    }
    if (enabling) {
      await setUserDisabled(trx, id, null, at);
      await recordAudit(ctx, trx, admin, {
        action: "user.enable",
        targetType: "user",
        targetId: id,
        detail: { user: target },
        at,
      });
    }
  });
  if (disabling)
    await bus.publish({
      to: { userId: id },
      disconnect: { code: REALTIME_CLOSE.sessionEnded, reason: "account disabled" },
    });
  else if (roleChanged)
    await bus.publish({ to: { userId: id }, disconnect: { code: REALTIME_CLOSE.roleChanged, reason: "role changed" } });

  const after = (await findUserForAdmin(database.db, id))!;
  const messageKey =
    change.disabled !== undefined
      ? change.disabled
        ? "admin.users.disabled"
        : "admin.users.enabled"
      : after.role === "admin"
        ? "admin.users.promoted"
        : "admin.users.demoted";
  return { user: present(after, admin), messageKey };
}
