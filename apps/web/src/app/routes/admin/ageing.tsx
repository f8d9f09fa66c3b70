import { useState } from "react";
import { useTranslation } from "../../../lib/use-translation";
import { useSearchParams } from "react-router";
import { formatLocale, type AgeingItem } from "@campus/shared";
import { EmptyState } from "../../../components/ui/empty-state";
import { FormAlert, SelectField } from "../../../components/ui/form-controls";
import { PageHeader } from "../../../components/ui/page-header";
import { Pagination } from "../../../components/ui/pagination";
import { useAgeing, useRetention } from "../../../features/custody/api/retention";
import { AgeingStepDialog } from "../../../features/custody/components/ageing-step-dialog";
import { AgeingTable, ageingFocusAfter } from "../../../features/custody/components/ageing-table";
import { focusWhenShown } from "../../../lib/focus-after";
import { RetentionForm } from "../../../features/custody/components/retention-form";
import { loadFailureMessage } from "../../../lib/api-client";
import { LoadingText } from "../../../components/ui/loading-text";

const VIEWS = ["due", "30", "60", "90"] as const;

/**
 * `/dashboard/admin/ageing`: the days kept per item type, and the found items past their
 * retention date, oldest first (or unclaimed 30, 60, 90 days: the dashboard's figures link here
 * with `?unclaimed=`), each kept longer or let go.
 */
export function AgeingPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const unclaimed = (["30", "60", "90"] as const).find((days) => days === params.get("unclaimed"));
  const page = Math.max(1, Number(params.get("page")) || 1);
  const retention = useRetention();
  const ageing = useAgeing({ unclaimed, page });
  const [step, setStep] = useState<{ kind: "extend" | "dispose"; item: AgeingItem } | null>(null);
  const show = (next: { unclaimed?: string | undefined; page?: number }) =>
    setParams(
      (current) => {
        const values = new URLSearchParams(current);
        if ("unclaimed" in next) {
          if (next.unclaimed) values.set("unclaimed", next.unclaimed);
          else values.delete("unclaimed");
          values.delete("page");
        }
        if (next.page && next.page > 1) values.set("page", String(next.page));
        else if (next.page) values.delete("page");
        return values;
      },
      { replace: false },
    );
  const data = ageing.data;
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeader title={t("retention.title")} intro={t("retention.intro")} />
      <section
        aria-labelledby="retention-title"
        className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
      >
        <h2 id="retention-title" className="text-lg font-bold text-brand-800">
          {t("retention.periods.title")}
        </h2>
        <p className="mt-1 mb-4 text-sm text-slate-600">{t("retention.periods.intro")}</p>
        {retention.isError ? (
          <FormAlert>{loadFailureMessage(retention.error, t("retention.errors.loadFailed"))}</FormAlert>
        ) : !retention.data ? (
          <p role="status">
            <LoadingText />
          </p>
        ) : (
          <RetentionForm periods={retention.data} />
        )}
      </section>
      <div className="space-y-3">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <h2 id="ageing-title" className="text-lg font-bold text-brand-800">
            {t("retention.tableLabel")}
          </h2>
          <div className="sm:w-72">
            <SelectField
              label={t("retention.show")}
              name="unclaimed"
              value={unclaimed ?? "due"}
              options={VIEWS.map((view) => ({ value: view, label: t(`retention.views.${view}`) }))}
              onChange={(value) => show({ unclaimed: value === "due" ? undefined : value })}
            />
          </div>
        </div>
        {ageing.isError ? (
          <FormAlert>{loadFailureMessage(ageing.error, t("retention.errors.loadFailed"))}</FormAlert>
        ) : !data ? (
          <p role="status">
            <LoadingText />
          </p>
        ) : (
          <>
            <p role="status" className="text-sm text-slate-700">
              {t("retention.results", { count: data.total.toLocaleString(formatLocale(i18n.language)) })}
            </p>
            {data.items.length === 0 ? (
              <EmptyState>{t(unclaimed ? "retention.emptyUnclaimed" : "retention.empty")}</EmptyState>
            ) : (
              <AgeingTable
                items={data.items}
                onExtend={(item) => setStep({ kind: "extend", item })}
                onDispose={(item) => setStep({ kind: "dispose", item })}
              />
            )}
            {data.total > data.pageSize && (
              <Pagination
                page={page}
                pages={Math.ceil(data.total / data.pageSize)}
                hasNext={page * data.pageSize < data.total}
                onPage={(next) => show({ page: next })}
              />
            )}
          </>
        )}
      </div>
      <AgeingStepDialog
        step={step}
        onClose={() => setStep(null)}
        onDone={(item) => {
          setStep(null);
          // The item's row (and the button that opened the dialog) goes: focus goes to the item now in its place.
          const index = data?.items.findIndex((each) => each.id === item.id) ?? 0;
          focusWhenShown(() => ageingFocusAfter(item.id, index, "ageing-title"));
        }}
      />
    </div>
  );
}
