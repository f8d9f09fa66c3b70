import { randomUUID } from "node:crypto";
import { sql, type Kysely, type Migration } from "kysely";

const SAME_SERIAL = '{"code":"sameSerial"}';

/**
 * A found item's serial number is the office's to compare: the score an owner sees no longer reads
 * it (matching/score.ts). Stored pairs that said "the same serial number" are scored again: those
 * still open are removed and their lost reports matched again by the outbox (a "match-report"
 * job each), and those already answered (dismissed or confirmed) lose the reason. A pair the
 * office told its owner of is kept as it is answered.
 */
export function serialNumbersOfficeOnly(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const { rows } = await sql<{ lost_report_id: string }>`
        select distinct lost_report_id from matches
        where reasons like ${`%${SAME_SERIAL}%`} and dismissed_at is null and confirmed_at is null`.execute(db);
      await sql`
        delete from matches
        where reasons like ${`%${SAME_SERIAL}%`} and dismissed_at is null and confirmed_at is null
          and not exists (
            select 1 from match_notices
            where match_notices.lost_report_id = matches.lost_report_id
              and match_notices.found_report_id = matches.found_report_id
              and match_notices.office_notice_at is not null)`.execute(db);
      await sql`
        update matches set reasons = replace(replace(reasons, ${`${SAME_SERIAL},`}, ''), ${SAME_SERIAL}, '')
        where reasons like ${`%${SAME_SERIAL}%`}`.execute(db);
      const now = new Date().toISOString();
      for (const { lost_report_id: reportId } of rows)
        await sql`
          insert into jobs (id, kind, payload, idempotency_key, run_at, created_at)
          values (${randomUUID()}, 'match-report', ${JSON.stringify({ reportId })},
            ${`match-report:serial-office-only:${reportId}`}, ${now}, ${now})
          on conflict (idempotency_key) do nothing`.execute(db);
    },
    async down() {
      // Nothing to undo: the pairs are scored again by the matcher that runs.
    },
  };
}
