/** Query keys of potential matches; a new notice or a dismissal invalidates its lost report's. */
export const matchKeys = {
  all: ["matches"] as const,
  forReport: (reportId: string) => ["matches", reportId] as const,
  /**
   * The student's open reports with their match standings (home). Under "reports", so that any
   * change to a report refreshes it too; notices and answers refresh it by this key.
   */
  myOpenReports: ["reports", "mine-open"] as const,
};
