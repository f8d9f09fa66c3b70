import { useEffect, useId, useRef, useState, type ComponentType, type ReactNode } from "react";
import { useTranslation } from "../../../lib/use-translation";
import { Link, useLocation } from "react-router";
import { getHref, type PotentialMatch } from "@campus/shared";
import { FormAlert } from "../../../components/ui/form-controls";
import { ConfirmDialog } from "../../../components/ui/modal";
import { ItemIcon } from "../../../components/ui/item-icon";
import { ApiError, loadFailureMessage } from "../../../lib/api-client";
import { formatDate, locationName, reportTitle } from "../../../lib/report-label";
import { toast } from "../../../lib/toast";
import { focusWhenShown } from "../../../lib/focus-after";
import { useConfirmMatch, useDismissMatch, useRestoreMatch } from "../api/match-answers";
import { useMatches } from "../api/get-matches";
import { useMatchNoticeList } from "../api/get-match-notices";
import { MATCHES_ANCHOR } from "../matches-anchor";
import { matchPercent } from "../match-percent";
import { MatchReasons } from "./match-reasons";
import { LoadingText } from "../../../components/ui/loading-text";

/** What a route's "This is mine" is given for one suggestion. */
export interface MineActionProps {
  match: PotentialMatch;
  /** The id of the suggestion's title, which describes its buttons. */
  titleId: string;
  /** Records "This is mine" (its toast says so, or that it failed): true once recorded. */
  confirm: () => Promise<boolean>;
  /** True while it is being recorded. */
  pending: boolean;
  /** Moves focus to the suggestion's title (when the button pressed is gone). */
  focusItem: () => void;
}

/**
 * A route's "This is mine" for a suggestion: records the answer (`confirm`), then what fits who
 * keeps the item (a claim to the office, a chat with the finder); features do not import each
 * other, so the route composes them. Without it, "This is mine" only records the answer.
 */
export type MineAction = ComponentType<MineActionProps>;

/** One of the owner's answers about a suggestion ("This is mine" is the primary one). */
function AnswerButton({
  onClick,
  describedBy,
  pending,
  primary = false,
  children,
}: {
  onClick: () => void;
  describedBy: string;
  pending: boolean;
  primary?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-describedby={describedBy}
      aria-disabled={pending}
      className={`min-h-11 rounded-xl px-4 py-2 font-semibold aria-disabled:cursor-wait aria-disabled:opacity-60 ${primary ? "bg-brand-800 text-white hover:bg-brand-700" : "text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50"}`}
    >
      {children}
    </button>
  );
}

/** "This is mine" as the suggestions show it, for a route's own action. */
export function ThisIsMineButton({
  onClick,
  describedBy,
  pending,
}: {
  onClick: () => void;
  describedBy: string;
  pending: boolean;
}) {
  const { t } = useTranslation();
  return (
    <AnswerButton onClick={onClick} describedBy={describedBy} pending={pending} primary>
      {t("matches.confirm")}
    </AnswerButton>
  );
}

function MatchItem({
  match,
  lostReportId,
  heading,
  fromOffice,
  onNotMine,
  mineAction: Mine,
}: {
  match: PotentialMatch;
  lostReportId: string;
  heading: "h3" | "h4";
  fromOffice: boolean;
  onNotMine: (match: PotentialMatch) => void;
  mineAction?: MineAction | undefined;
}) {
  const { t, i18n } = useTranslation();
  const confirm = useConfirmMatch();
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const found = match.report;
  const title = reportTitle(t, found);
  const Heading = heading;

  const focusItem = () => requestAnimationFrame(() => titleRef.current?.focus());
  // The promise, not mutate's callbacks: the refreshed list may move this suggestion before they would run.
  const record = async (): Promise<boolean> => {
    if (confirm.isPending) return false;
    try {
      toast.success((await confirm.mutateAsync({ lostReportId, foundReportId: found.id })).message);
      return true;
    } catch {
      toast.error(t("matches.confirmFailed"));
      return false;
    }
  };
  const mine = async () => {
    if (await record()) focusItem();
  };

  return (
    <li
      data-match={found.id}
      className="grid grid-cols-[5rem_minmax(0,1fr)] gap-x-3 rounded-2xl bg-white p-3 ring-1 ring-slate-200 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-x-4 sm:p-4"
    >
      {found.image ? (
        <img
          src={found.image.thumbUrl}
          alt=""
          loading="lazy"
          width={320}
          height={240}
          className="aspect-[4/3] w-full rounded-xl object-cover sm:row-span-2"
        />
      ) : (
        <div className="flex aspect-[4/3] w-full items-center justify-center rounded-xl bg-slate-100 text-slate-400 sm:row-span-2">
          <ItemIcon type={found.itemType} className="h-9 w-9 sm:h-14 sm:w-14" />
        </div>
      )}
      <div>
        <div className="flex flex-wrap items-center gap-1.5">
          <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-bold text-emerald-900">
            {t("matches.score", { percent: matchPercent(match.score) })}
          </span>
          {match.confirmed && (
            <span className="rounded-full bg-emerald-700 px-2.5 py-0.5 text-xs font-bold text-white">
              {t("matches.confirmedBadge")}
            </span>
          )}
          {match.isNew && (
            <span className="rounded-full bg-accent-400 px-2.5 py-0.5 text-xs font-bold uppercase text-brand-900">
              {t("matches.newBadge")}
            </span>
          )}
        </div>
        <Heading
          id={titleId}
          ref={titleRef}
          tabIndex={-1}
          data-match-title
          className="mt-1 font-bold break-words text-slate-900 outline-none"
        >
          {title}
        </Heading>
        <dl className="mt-0.5 space-y-0.5 text-sm text-slate-700">
          <div className="flex flex-wrap gap-x-1">
            <dt className="text-slate-600">{`${t("reports.fields.location")}:`}</dt>
            <dd className="min-w-0 break-words">{locationName(found.location, i18n.language)}</dd>
          </div>
          <div className="flex flex-wrap gap-x-1">
            <dt className="text-slate-600">{`${t("reports.fields.dateFound")}:`}</dt>
            <dd>{formatDate(found.eventDate, i18n.language)}</dd>
          </div>
        </dl>
      </div>
      <div className="col-span-2 sm:col-span-1 sm:col-start-2">
        {fromOffice && (
          <p className="mt-2 rounded-xl bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-950 ring-1 ring-amber-300">
            {t("matches.officeNotice")}
          </p>
        )}
        <MatchReasons reasons={match.reasons} />
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
          <Link
            to={getHref("reportFoundDetails", { id: found.id })}
            aria-describedby={titleId}
            data-match-open
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
          >
            {t("matches.open")}
          </Link>
          {Mine ? (
            <Mine match={match} titleId={titleId} confirm={record} pending={confirm.isPending} focusItem={focusItem} />
          ) : (
            !match.confirmed && (
              <ThisIsMineButton onClick={() => void mine()} describedBy={titleId} pending={confirm.isPending} />
            )
          )}
          <AnswerButton onClick={() => onNotMine(match)} describedBy={titleId} pending={false}>
            {t("matches.dismiss")}
          </AnswerButton>
        </div>
      </div>
    </li>
  );
}

/**
 * The found reports that may be this lost item, for its reporter or an admin: first those its
 * owner was told of ("These found items may be yours", the shortlist), then the other
 * possible matches, each best first (the server's order: confirmed ones lead), with score,
 * reasons, a link to each, "This is mine" (the route's `mineAction`, or just recorded) and "Not
 * mine". Opened at `#matches` (a notice's link), focus moves to its heading once they are in.
 * Shows nothing when the server says they may not see them.
 */
export function PotentialMatches({ lostReportId, mineAction }: { lostReportId: string; mineAction?: MineAction }) {
  const { t } = useTranslation();
  const matches = useMatches(lostReportId);
  // The office's own notices: only the owner (who has a "This is mine" action) has any.
  const notices = useMatchNoticeList(mineAction !== undefined);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const listsRef = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const dismiss = useDismissMatch();
  const restore = useRestoreMatch();
  // "Not mine" asks first: which suggestion, and where it was in the lists.
  const [asking, setAsking] = useState<{ match: PotentialMatch; index: number } | null>(null);
  const loaded = !matches.isPending;
  const anchored = location.hash === `#${MATCHES_ANCHOR}`;

  useEffect(() => {
    if (anchored && loaded) heading.current?.focus();
  }, [anchored, loaded, location.key]);

  /** Focus stays where the suggestion was: on the next one's link, else the previous one's, else the heading. */
  const keepFocusAt = (index: number) =>
    requestAnimationFrame(() => {
      const links = listsRef.current?.querySelectorAll<HTMLElement>("[data-match-open]") ?? [];
      (links[index] ?? links[index - 1] ?? heading.current)?.focus();
    });

  /** Undo of "Not mine", from its toast (which goes): focus goes to the suggestion once it is back in the list. */
  const undo = (foundReportId: string) =>
    restore.mutate(
      { lostReportId, foundReportId },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          focusWhenShown(() =>
            [...(listsRef.current?.querySelectorAll<HTMLElement>("li[data-match]") ?? [])]
              .find((item) => item.dataset.match === foundReportId)
              ?.querySelector<HTMLElement>("[data-match-title]"),
          );
        },
        onError: () => toast.error(t("matches.restoreFailed")),
      },
    );

  const notMine = () => {
    if (!asking || dismiss.isPending) return;
    const { match, index } = asking;
    dismiss.mutate(
      { lostReportId, foundReportId: match.report.id },
      {
        onSuccess: ({ message }) => {
          setAsking(null);
          keepFocusAt(index);
          toast.success(message, { action: { label: t("matches.undo"), onAction: () => undo(match.report.id) } });
        },
        onError: () => {
          setAsking(null);
          toast.error(t("matches.dismissFailed"));
        },
      },
    );
  };

  if (matches.error instanceof ApiError && (matches.error.status === 403 || matches.error.status === 404)) return null;
  const list = matches.data ?? [];
  const fresh = list.filter((match) => match.isNew).length;
  const shortlisted = list.filter((match) => match.shortlisted);
  const others = list.filter((match) => !match.shortlisted);
  const fromOffice = new Set(
    (notices.data ?? [])
      .filter((notice) => notice.lostReportId === lostReportId && notice.fromOffice && notice.open)
      .map((notice) => notice.foundReportId),
  );
  const grouped = shortlisted.length > 0;

  const items = (group: PotentialMatch[], offset: number) => (
    <ol className="space-y-3">
      {group.map((match, index) => (
        <MatchItem
          key={match.report.id}
          match={match}
          lostReportId={lostReportId}
          heading={grouped ? "h4" : "h3"}
          fromOffice={fromOffice.has(match.report.id)}
          mineAction={mineAction}
          onNotMine={(chosen) => setAsking({ match: chosen, index: offset + index })}
        />
      ))}
    </ol>
  );

  return (
    <section
      id={MATCHES_ANCHOR}
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <h2 id={headingId} ref={heading} tabIndex={-1} className="text-xl font-extrabold text-brand-800 outline-none">
        {t("matches.title")}
      </h2>
      <p className="mt-1 text-slate-700">{t("matches.intro")}</p>
      <div className="mt-4">
        {matches.isPending ? (
          <p role="status">
            <LoadingText />
          </p>
        ) : matches.error ? (
          <FormAlert>{loadFailureMessage(matches.error, t("matches.loadFailed"))}</FormAlert>
        ) : list.length === 0 ? (
          <p className="rounded-xl bg-slate-50 p-4 text-slate-700 ring-1 ring-slate-200">{t("matches.none")}</p>
        ) : (
          <>
            {fresh > 0 && (
              <p className="mb-4 rounded-xl bg-amber-50 p-4 font-semibold text-amber-950 ring-1 ring-amber-300">
                {fresh === 1 ? t("matches.banner_one") : t("matches.banner_other", { count: fresh })}
              </p>
            )}
            <div ref={listsRef} className="space-y-6">
              {grouped ? (
                <>
                  <div>
                    <h3 className="mb-3 text-lg font-bold text-slate-900">{t("matches.mayBeYours")}</h3>
                    {items(shortlisted, 0)}
                  </div>
                  {others.length > 0 && (
                    <div>
                      <h3 className="mb-3 text-lg font-bold text-slate-900">{t("matches.others")}</h3>
                      {items(others, shortlisted.length)}
                    </div>
                  )}
                </>
              ) : (
                items(list, 0)
              )}
            </div>
          </>
        )}
      </div>
      <ConfirmDialog
        open={asking !== null}
        title={t("matches.dismissTitle")}
        body={asking ? t("matches.dismissBody", { item: reportTitle(t, asking.match.report) }) : ""}
        confirmLabel={t("matches.dismiss")}
        tone="danger"
        pending={dismiss.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={notMine}
      />
    </section>
  );
}
