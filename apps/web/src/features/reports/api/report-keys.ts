import type { ReportSearch } from "@campus/shared";

/** Query keys of everything that shows reports; a change to any report invalidates `all`. */
export const reportKeys = {
  all: ["reports"] as const,
  search: (filters: Partial<ReportSearch>) => ["reports", "search", filters] as const,
  one: (id: string) => ["reports", "one", id] as const,
};
