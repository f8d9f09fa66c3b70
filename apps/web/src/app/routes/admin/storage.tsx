import { useState } from "react";
import { useTranslation } from "../../../lib/use-translation";
import type { StoragePlace } from "@campus/shared";
import { EmptyState } from "../../../components/ui/empty-state";
import { FormAlert } from "../../../components/ui/form-controls";
import { ConfirmDialog } from "../../../components/ui/modal";
import { PageHeader } from "../../../components/ui/page-header";
import { useChangeStoragePlace, useStoragePlaces } from "../../../features/custody/api/storage-places";
import { AddStoragePlaceForm } from "../../../features/custody/components/add-storage-place-form";
import { StoragePlaceTable } from "../../../features/custody/components/storage-place-table";
import { failureMessage, loadFailureMessage } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { LoadingText } from "../../../components/ui/loading-text";

/**
 * `/dashboard/admin/storage`: the shelves, bins and safe where the office keeps found items. Add
 * one, retire it (items' histories keep it; new steps no longer offer it) or offer it again.
 */
export function StoragePage() {
  const { t, i18n } = useTranslation();
  const places = useStoragePlaces();
  const change = useChangeStoragePlace();
  const [toggling, setToggling] = useState<StoragePlace | null>(null);
  const name = toggling ? (i18n.language === "my" ? toggling.nameMy : toggling.nameEn) : "";
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeader title={t("custody.places.title")} intro={t("custody.places.intro")} />
      <section
        aria-labelledby="add-place-title"
        className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
      >
        <h2 id="add-place-title" className="mb-4 text-lg font-bold text-brand-800">
          {t("custody.places.add.title")}
        </h2>
        <AddStoragePlaceForm />
      </section>
      <section className="space-y-3">
        <h2 className="text-lg font-bold text-brand-800">{t("custody.places.tableLabel")}</h2>
        {places.isError ? (
          <FormAlert>{loadFailureMessage(places.error, t("custody.errors.loadFailed"))}</FormAlert>
        ) : !places.data ? (
          <p role="status">
            <LoadingText />
          </p>
        ) : places.data.length === 0 ? (
          <EmptyState>{t("custody.places.empty")}</EmptyState>
        ) : (
          <StoragePlaceTable places={places.data} onToggle={setToggling} />
        )}
      </section>
      <ConfirmDialog
        open={toggling !== null}
        title={t(toggling?.active ? "custody.places.retireOf" : "custody.places.restoreOf", { name })}
        body={t(toggling?.active ? "custody.places.retireBody" : "custody.places.restoreBody")}
        confirmLabel={t(toggling?.active ? "custody.places.retire" : "custody.places.restore")}
        tone={toggling?.active ? "danger" : "primary"}
        pending={change.isPending}
        onCancel={() => setToggling(null)}
        onConfirm={() =>
          toggling &&
          change.mutate(
            { id: toggling.id, change: { active: !toggling.active } },
            {
              onSuccess: ({ message }) => toast.success(message),
              onError: (error) => toast.error(failureMessage(error, t("custody.errors.loadFailed"))),
              onSettled: () => setToggling(null),
            },
          )
        }
      />
    </div>
  );
}
