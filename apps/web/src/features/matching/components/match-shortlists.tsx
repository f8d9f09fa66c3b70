import { useId } from "react";
import { Link } from "react-router";
import { getHref } from "@campus/shared";
import { ItemIcon } from "../../../components/ui/item-icon";
import type { ShortlistCandidate } from "../../../lib/light-answers";
import { formatDate, locationName, reportTitle } from "../../../lib/report-label";
import { useTranslation } from "../../../lib/use-translation";
import { useOpenShortlists, type OpenShortlist } from "../hooks/use-open-shortlists";
import { MATCHES_ANCHOR } from "../matches-anchor";
import { matchPercent } from "../match-percent";
import { MatchReasons } from "./match-reasons";

/** One found item of a shortlist: its photo (or the item's drawing), what and where it is, the score and the reasons. */
function Candidate({ match, fromOffice }: { match: ShortlistCandidate; fromOffice: boolean }) {
  const { t, i18n } = useTranslation();
  const found = match.report;
  return (
    <li className="flex gap-3 py-3">
      {found.image ? (
        <img
          src={found.image.thumbUrl}
          alt=""
          loading="lazy"
          width={320}
          height={240}
          className="aspect-[4/3] w-20 shrink-0 rounded-lg object-cover sm:w-24"
        />
      ) : (
        <span className="flex aspect-[4/3] w-20 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-400 sm:w-24">
          <ItemIcon type={found.itemType} className="h-8 w-8" />
        </span>
      )}
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-semibold break-words text-slate-900">{reportTitle(t, found)}</p>
        <p className="text-sm text-slate-700">
          {`${locationName(found.location, i18n.language)} · ${t("reports.home.foundOn", { date: formatDate(found.eventDate, i18n.language) })}`}
        </p>
        <p className="flex flex-wrap gap-1.5">
          <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-bold text-emerald-900">
            {t("matches.score", { percent: matchPercent(match.score) })}
          </span>
          {match.confirmed && (
            <span className="rounded-full bg-emerald-700 px-2.5 py-0.5 text-xs font-bold text-white">
              {t("matches.confirmedBadge")}
            </span>
          )}
        </p>
        <MatchReasons reasons={match.reasons} />
        {fromOffice && <p className="text-sm font-semibold text-amber-900">{t("matches.officeNotice")}</p>}
      </div>
    </li>
  );
}

/** A lost report's shortlist: what was lost, the found items that may be it, and the way to answer. */
function Shortlist({ shortlist }: { shortlist: OpenShortlist }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const { lostReport, candidates, fromOffice } = shortlist;
  return (
    <li className="rounded-xl p-3 ring-1 ring-slate-200 sm:p-4">
      <h3 id={titleId} className="font-bold break-words text-slate-900">
        {t("matches.home.forLost", { item: reportTitle(t, lostReport) })}
      </h3>
      <p className="text-sm text-slate-600">
        {t("matches.home.lostOn", {
          date: formatDate(lostReport.eventDate, i18n.language),
          place: locationName(lostReport.location, i18n.language),
        })}
      </p>
      <ul aria-labelledby={titleId} className="mt-1 divide-y divide-slate-200">
        {candidates.map((match) => (
          <Candidate key={match.report.id} match={match} fromOffice={fromOffice.has(match.report.id)} />
        ))}
      </ul>
      <Link
        to={`${getHref("reportLostDetails", { id: lostReport.id })}#${MATCHES_ANCHOR}`}
        aria-describedby={titleId}
        className="mt-2 inline-flex min-h-11 items-center justify-center rounded-xl bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
      >
        {t("matches.home.check")}
      </Link>
    </li>
  );
}

/**
 * Home's "Found items that may be yours": for each of the student's lost reports with an open
 * shortlist (notices not answered away), the found items they were told of, with a link to the
 * lost report's potential matches, where they answer "This is mine" or "Not mine". Nothing when
 * there is none.
 */
export function MatchShortlists() {
  const { t } = useTranslation();
  const { pending, shortlists } = useOpenShortlists(true);
  if (pending || shortlists.length === 0) return null;
  return (
    <section
      aria-labelledby="match-shortlists"
      className="rounded-2xl bg-white p-4 shadow-sm ring-2 ring-amber-300 sm:p-6"
    >
      <h2 id="match-shortlists" className="text-lg font-bold text-slate-900">
        {t("matches.home.title")}
      </h2>
      <p className="mt-1 text-slate-700">{t("matches.home.intro")}</p>
      <ul className={`mt-3 grid gap-3 ${shortlists.length > 1 ? "lg:grid-cols-2" : ""}`}>
        {shortlists.map((shortlist) => (
          <Shortlist key={shortlist.lostReport.id} shortlist={shortlist} />
        ))}
      </ul>
    </section>
  );
}
