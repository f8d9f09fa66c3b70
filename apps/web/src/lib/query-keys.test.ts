import { partialMatchKey, type QueryKey } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { adminKeys, chatKeys, custodyKeys, matchKeys, reportKeys, sessionKeys } from "./query-keys";

/** The keys an invalidation of `prefix` reaches, of those given. */
const reached = (prefix: QueryKey, keys: Record<string, QueryKey>) =>
  Object.keys(keys).filter((name) => partialMatchKey(keys[name]!, prefix));

const every: Record<string, QueryKey> = {
  session: sessionKeys.session,
  profile: sessionKeys.profile,
  publicConfig: sessionKeys.publicConfig,
  confirmEmail: sessionKeys.confirmEmail("t"),
  search: reportKeys.search({ type: "lost" }),
  report: reportKeys.one("r1"),
  reportSummary: reportKeys.summary("r1"),
  stats: reportKeys.stats("daily", undefined),
  recentFound: reportKeys.recentFound,
  myOpenReports: reportKeys.myOpenReports,
  locations: reportKeys.locations,
  matches: matchKeys.forReport("r1"),
  shortlist: matchKeys.shortlist("r1"),
  notices: matchKeys.notices,
  conversations: chatKeys.list,
  conversation: chatKeys.one("c1"),
  messages: chatKeys.messages("c1"),
  unread: chatKeys.unread,
  overview: adminKeys.overview("monthly", undefined),
  officeReports: adminKeys.reports({ page: 1 }),
  likelyOwners: adminKeys.likelyOwners("r1"),
  officeLocations: adminKeys.locations(),
  roster: adminKeys.roster(),
  users: adminKeys.users({ page: 2 }),
  audit: adminKeys.audit({ page: 3 }),
  storagePlaces: custodyKeys.places,
  custody: custodyKeys.of("r1"),
};

describe("the query keys' prefixes", () => {
  it("refresh every view of reports with one report change, and nothing else", () => {
    expect(reached(reportKeys.all, every)).toEqual([
      "search",
      "report",
      "reportSummary",
      "stats",
      "recentFound",
      "myOpenReports",
      "overview",
      "officeReports",
      "likelyOwners",
      "officeLocations",
      "storagePlaces",
      "custody",
    ]);
  });

  it("reach each list's every page, the chat's every part and a report's own matches", () => {
    expect(reached(adminKeys.usersAll(), every)).toEqual(["users"]);
    expect(reached(adminKeys.auditAll(), every)).toEqual(["audit"]);
    expect(reached(chatKeys.all, every)).toEqual(["conversations", "conversation", "messages", "unread"]);
    expect(reached(matchKeys.all, every)).toEqual(["matches", "shortlist", "notices"]);
    expect(reached(matchKeys.forReport("r1"), every)).toEqual(["matches", "shortlist"]);
    expect(reached(reportKeys.locations, every)).toEqual(["locations"]);
  });
});
