/** Query keys of potential matches; a new notice or a dismissal invalidates its lost report's. */
export const matchKeys = {
  all: ["matches"] as const,
  forReport: (reportId: string) => ["matches", reportId] as const,
};
