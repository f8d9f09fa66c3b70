/** The fragment that opens a lost report's page at its potential matches (`…/report-lost/:id#matches`). */
export const MATCHES_ANCHOR = "matches";
