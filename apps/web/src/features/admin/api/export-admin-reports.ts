import type { AdminReportQueryInput } from "@campus/shared";
import { adminReportParams } from "./get-admin-reports";

/**
 * `GET /api/admin/reports.csv`: every report the filters select, as a CSV download. A plain
 * link (the browser downloads it with the session cookie), so only its address is built here.
 */
export function adminReportsCsvHref(query: Partial<AdminReportQueryInput>): string {
  const { page: _page, pageSize: _pageSize, ...filters } = query;
  const search = adminReportParams(filters).toString();
  return `/api/admin/reports.csv${search ? `?${search}` : ""}`;
}
