import { sql, type Kysely } from "kysely";
import type { DB } from "../../db/schema";

/** Uploads of the user handed out since `since` and not published yet. */
export async function countPendingUploads(db: Kysely<DB>, userId: string, since: string): Promise<number> {
  const row = await db
    .selectFrom("uploads")
    .select(sql<number | string>`count(*)`.as("n"))
    .where("user_id", "=", userId)
    .where("published_at", "is", null)
    .where("created_at", ">", since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function recordUpload(
  db: Kysely<DB>,
  upload: { filename: string; userId: string; at: string },
): Promise<void> {
  await db
    .insertInto("uploads")
    .values({ filename: upload.filename, user_id: upload.userId, created_at: upload.at })
    .execute();
}

/** Who an upload was handed out to (undefined when there is no such upload). */
export async function findUploadOwner(db: Kysely<DB>, filename: string): Promise<string | undefined> {
  const row = await db.selectFrom("uploads").select("user_id").where("filename", "=", filename).executeTakeFirst();
  return row?.user_id;
}

/** Marks the file received; false when it was received (or published) before, or is not this user's. */
export async function markUploadReceived(
  db: Kysely<DB>,
  filename: string,
  userId: string,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable("uploads")
    .set({ received_at: at })
    .where("filename", "=", filename)
    .where("user_id", "=", userId)
    .where("received_at", "is", null)
    .where("published_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Takes the upload for publishing; false when it was published before or is not this user's. */
export async function claimUploadForPublishing(
  db: Kysely<DB>,
  filename: string,
  userId: string,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable("uploads")
    .set({ published_at: at })
    .where("filename", "=", filename)
    .where("user_id", "=", userId)
    .where("published_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Removes the records of uploads never published and handed out before `before`; returns them. */
export async function takeStaleUploads(
  db: Kysely<DB>,
  before: string,
  limit = 500,
): Promise<Array<{ filename: string; user_id: string }>> {
  const stale = await db
    .selectFrom("uploads")
    .select(["filename", "user_id"])
    .where("published_at", "is", null)
    .where("created_at", "<", before)
    .limit(limit)
    .execute();
  if (stale.length === 0) return [];
  // Only the rows this call deleted are its own to clean (another instance may run the same sweep).
  const deleted = await db
    .deleteFrom("uploads")
    .where(
      "filename",
      "in",
      stale.map((row) => row.filename),
    )
    .where("published_at", "is", null)
    .returning(["filename", "user_id"])
    .execute();
  return deleted;
}
