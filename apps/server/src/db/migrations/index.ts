import type { Migration } from "kysely";
import type { Dialect } from "./column-types";
import { initial } from "./0001-initial";
import { auth } from "./0002-auth";
import { reportSearch } from "./0003-report-search";
import { reportSearchIndexes } from "./0004-report-search-indexes";
import { reportSearchTokens } from "./0005-report-search-tokens";
import { matchingAndOutbox } from "./0006-matching-and-outbox";
import { chat } from "./0007-chat";
import { auditLog } from "./0008-audit-log";
import { reportRollups } from "./0009-report-rollups";
import { matchTiers } from "./0010-match-tiers";
import { reportRetryKeys } from "./0011-report-retry-keys";
import { jobHolders } from "./0012-job-holders";
import { uploadLedger } from "./0013-upload-ledger";
import { emailConfirmations } from "./0014-email-confirmations";
import { secondFactor } from "./0015-second-factor";
import { officeInbox } from "./0016-office-inbox";
import { chatHandover } from "./0017-chat-handover";
import { custody } from "./0018-custody";
import { claims } from "./0019-claims";
import { retention } from "./0020-retention";
import { emailPreferences } from "./0021-email-preferences";
import { visitorContactIndex } from "./0022-visitor-contact-index";
import { reportSearchCover } from "./0023-report-search-cover";
import { officeMatchNotices } from "./0024-office-match-notices";
import { secondFactorUsedCodes } from "./0025-second-factor-used-codes";
import { serialNumbersOfficeOnly } from "./0026-serial-numbers-office-only";
import { chatAgreement } from "./0027-chat-agreement";
import { finderReminders } from "./0028-finder-reminders";
import { pushSubscriptions } from "./0029-push-subscriptions";

/**
 * Every migration, in order. Names sort in the order they run; never rename or edit one that
 * has shipped: add a new one. Each is built for the dialect so one set runs on both.
 */
export function allMigrations(dialect: Dialect): Record<string, Migration> {
  return {
    "0001-initial": initial(dialect),
    "0002-auth": auth(dialect),
    "0003-report-search": reportSearch(dialect),
    "0004-report-search-indexes": reportSearchIndexes(dialect),
    "0005-report-search-tokens": reportSearchTokens(dialect),
    "0006-matching-and-outbox": matchingAndOutbox(dialect),
    "0007-chat": chat(dialect),
    "0008-audit-log": auditLog(dialect),
    "0009-report-rollups": reportRollups(dialect),
    "0010-match-tiers": matchTiers(dialect),
    "0011-report-retry-keys": reportRetryKeys(),
    "0012-job-holders": jobHolders(),
    "0013-upload-ledger": uploadLedger(dialect),
    "0014-email-confirmations": emailConfirmations(dialect),
    "0015-second-factor": secondFactor(dialect),
    "0016-office-inbox": officeInbox(dialect),
    "0017-chat-handover": chatHandover(dialect),
    "0018-custody": custody(dialect),
    "0019-claims": claims(dialect),
    "0020-retention": retention(dialect),
    "0021-email-preferences": emailPreferences(),
    "0022-visitor-contact-index": visitorContactIndex(),
    "0023-report-search-cover": reportSearchCover(dialect),
    "0024-office-match-notices": officeMatchNotices(dialect),
    "0025-second-factor-used-codes": secondFactorUsedCodes(dialect),
    "0026-serial-numbers-office-only": serialNumbersOfficeOnly(),
    "0027-chat-agreement": chatAgreement(dialect),
    "0028-finder-reminders": finderReminders(dialect),
    "0029-push-subscriptions": pushSubscriptions(dialect),
  };
}
