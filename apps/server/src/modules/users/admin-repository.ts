import type { Kysely } from "kysely";
import type { z } from "zod";
import type { adminUserQuerySchema, Role } from "@campus/shared";
import { anyColumnContains } from "../../db/contains-text";
import type { DB } from "../../db/schema";

type Query = z.output<typeof adminUserQuerySchema>;

const userColumns = ["id", "name", "email", "matrix_no", "role", "disabled_at", "created_at", "last_login_at"] as const;
const searchColumns = ["name", "email", "matrix_no"];

function filtered(db: Kysely<DB>, query: Omit<Query, "page" | "pageSize">) {
  let rows = db.selectFrom("users");
  for (const word of (query.q ?? "").split(/\s+/).filter(Boolean).slice(0, 6))
    rows = rows.where((eb) => anyColumnContains(eb, searchColumns, word));
  if (query.role) rows = rows.where("role", "=", query.role);
  if (query.status === "disabled") rows = rows.where("disabled_at", "is not", null);
  if (query.status === "active") rows = rows.where("disabled_at", "is", null);
  return rows;
}

/** One page of the users the query selects, by name, and how many it selects in all. */
export async function findUsers(db: Kysely<DB>, query: Query) {
  const [rows, count] = await Promise.all([
    filtered(db, query)
      .select(userColumns)
      .orderBy("name")
      .orderBy("id")
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    filtered(db, query)
      .select((eb) => eb.fn.countAll<number | string>().as("total"))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export async function findUserForAdmin(db: Kysely<DB>, id: string) {
  return db.selectFrom("users").select(userColumns).where("id", "=", id).executeTakeFirst();
}
export type AdminUserRow = NonNullable<Awaited<ReturnType<typeof findUserForAdmin>>>;

export async function setUserRole(db: Kysely<DB>, id: string, role: Role, at: string): Promise<void> {
  await db.updateTable("users").set({ role, updated_at: at }).where("id", "=", id).execute();
}

export async function setUserDisabled(
  db: Kysely<DB>,
  id: string,
  disabledAt: string | null,
  at: string,
): Promise<void> {
  await db.updateTable("users").set({ disabled_at: disabledAt, updated_at: at }).where("id", "=", id).execute();
}

/** Ends every session of the user: each of their next requests is signed out. */
export async function deleteSessionsOf(db: Kysely<DB>, userId: string): Promise<void> {
  await db.deleteFrom("sessions").where("user_id", "=", userId).execute();
}
