import type { Kysely } from "kysely";
import type { ItemType, ReportStatus, ReportType } from "@campus/shared";
import type { DB } from "./schema";

/** The filters on a report's own columns that the students' search and the office's table share. */
export interface ReportFieldFilters {
  type?: ReportType | undefined;
  itemType?: ItemType | undefined;
  locationId?: string | undefined;
  status?: ReportStatus | undefined;
  /** Event days, YYYY-MM-DD, inclusive. */
  from?: string | undefined;
  to?: string | undefined;
}

/** The reports, deleted ones never, that the filters select: the one place both lists apply them. */
export function reportsWhere(db: Kysely<DB>, filters: ReportFieldFilters) {
  let rows = db.selectFrom("reports").where("reports.deleted_at", "is", null);
  if (filters.type) rows = rows.where("reports.type", "=", filters.type);
  if (filters.itemType) rows = rows.where("reports.item_type", "=", filters.itemType);
  if (filters.locationId) rows = rows.where("reports.location_id", "=", filters.locationId);
  if (filters.status) rows = rows.where("reports.status", "=", filters.status);
  if (filters.from) rows = rows.where("reports.event_date", ">=", filters.from);
  if (filters.to) rows = rows.where("reports.event_date", "<=", filters.to);
  return rows;
}
