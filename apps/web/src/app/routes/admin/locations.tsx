import { formatLocale } from "@campus/shared";
import { useState } from "react";
import { useTranslation } from "../../../lib/use-translation";
import { useSearchParams } from "react-router";
import type { AdminLocation } from "@campus/shared";
import { EmptyState } from "../../../components/ui/empty-state";
import { FormAlert, SelectField } from "../../../components/ui/form-controls";
import { ConfirmDialog } from "../../../components/ui/modal";
import { PageHeader } from "../../../components/ui/page-header";
import { useAdminLocations } from "../../../features/locations/api/get-admin-locations";
import { useChangeLocation } from "../../../features/locations/api/manage-locations";
import { LocationEditDialog } from "../../../features/locations/components/location-edit-dialog";
import { AddLocationForm } from "../../../features/locations/components/location-form";
import { LocationTable } from "../../../features/locations/components/location-table";
import { ApiError, loadFailureMessage } from "../../../lib/api-client";
import { locationName } from "../../../lib/report-label";
import { toast } from "../../../lib/toast";
import { LoadingText } from "../../../components/ui/loading-text";

const SHOW = ["all", "active", "retired"] as const;
type Show = (typeof SHOW)[number];
const isShow = (value: string | null): value is Show => SHOW.includes(value as Show);

type Open = { kind: "edit" | "toggle"; location: AdminLocation };

/**
 * `/dashboard/admin/locations`: the campus locations reports can name. Add one, rename it or
 * move it to another area, retire it (it stays on old reports, new ones no longer offer it)
 * or offer it again. Which ones are shown (all, active, retired) lives in the address (?show=).
 */
export function LocationsPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState<Open | null>(null);
  const locations = useAdminLocations();
  const change = useChangeLocation();
  const rawShow = params.get("show");
  const show: Show = isShow(rawShow) ? rawShow : "all";
  const locale = formatLocale(i18n.language);
  const all = locations.data ?? [];
  const areas = [...new Set(all.flatMap((location) => (location.area ? [location.area] : [])))].sort((a, b) =>
    a.localeCompare(b, locale),
  );
  const shown = show === "all" ? all : all.filter((location) => location.active === (show === "active"));
  const close = () => setOpen(null);
  const toggling = open?.kind === "toggle" ? open.location : null;
  const toggleName = toggling ? locationName(toggling, i18n.language) : "";

  const choose = (next: string) => {
    const search = new URLSearchParams(params);
    if (next === "all") search.delete("show");
    else search.set("show", next);
    setParams(search, { replace: true });
  };

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeader title={t("admin.places.title")} intro={t("admin.places.intro")} />

      <section
        aria-labelledby="add-location-title"
        className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
      >
        <h2 id="add-location-title" className="mb-4 text-lg font-bold text-brand-800">
          {t("admin.places.add.title")}
        </h2>
        <AddLocationForm areas={areas} />
      </section>

      <section aria-labelledby="location-list-title" className="space-y-3">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <h2 id="location-list-title" className="text-lg font-bold text-brand-800" aria-live="polite">
            {t("admin.places.shown", { count: shown.length })}
          </h2>
          <div className="sm:w-56">
            <SelectField
              label={t("admin.places.filter.label")}
              name="show"
              value={show}
              options={SHOW.map((value) => ({ value, label: t(`admin.places.filter.${value}`) }))}
              onChange={choose}
            />
          </div>
        </div>
        {locations.error ? (
          <FormAlert>{loadFailureMessage(locations.error, t("admin.places.loadFailed"))}</FormAlert>
        ) : !locations.data ? (
          <p role="status">
            <LoadingText />
          </p>
        ) : shown.length === 0 ? (
          <EmptyState>{t(all.length === 0 ? "admin.places.empty" : "admin.places.emptyFiltered")}</EmptyState>
        ) : (
          <LocationTable
            locations={shown}
            onEdit={(location) => setOpen({ kind: "edit", location })}
            onToggle={(location) => setOpen({ kind: "toggle", location })}
          />
        )}
      </section>

      {open?.kind === "edit" && <LocationEditDialog location={open.location} areas={areas} onClose={close} />}
      <ConfirmDialog
        open={toggling !== null}
        title={t(toggling?.active ? "admin.places.retireTitle" : "admin.places.restoreTitle", { name: toggleName })}
        body={t(toggling?.active ? "admin.places.retireBody" : "admin.places.restoreBody")}
        confirmLabel={t(toggling?.active ? "admin.places.retire" : "admin.places.restore")}
        tone={toggling?.active ? "danger" : "primary"}
        pending={change.isPending}
        onCancel={close}
        onConfirm={() =>
          toggling &&
          change.mutate(
            { id: toggling.id, change: { active: !toggling.active } },
            {
              onSuccess: ({ message }) => toast.success(message),
              onError: (error) => toast.error(error instanceof ApiError ? error.message : t("admin.places.failed")),
              onSettled: close,
            },
          )
        }
      />
    </div>
  );
}
