import { formatLocale } from "@campus/shared";
import { useState } from "react";
import { useTranslation } from "../../../lib/use-translation";
import { useSearchParams } from "react-router";
import type { AdminUser, AdminUserQueryInput, UserChange } from "@campus/shared";
import { EmptyState } from "../../../components/ui/empty-state";
import { FilterPanel } from "../../../components/ui/filter-panel";
import { FormAlert } from "../../../components/ui/form-controls";
import { ConfirmDialog } from "../../../components/ui/modal";
import { PageHeader } from "../../../components/ui/page-header";
import { Pagination } from "../../../components/ui/pagination";
import { ResultsStatus } from "../../../components/ui/results-status";
import { useChangeUser } from "../../../features/users/api/change-user";
import { useAdminUsers } from "../../../features/users/api/get-admin-users";
import {
  USER_FILTER_NAMES,
  UserFilters,
  userFiltersFrom,
  type UserFilterValues,
} from "../../../features/users/components/user-filters";
import { UserTable, type UserAction } from "../../../features/users/components/user-table";
import { usePublicConfig } from "../../../features/system/api/get-public-config";
import { ApiError, loadFailureMessage } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { translateKey } from "../../../lib/translate-key";

const PAGE_SIZE = 20;

/** What each action sends, and how its confirmation reads. */
const CHANGES: Record<
  UserAction,
  { change: UserChange; title: string; body: string; confirm: string; tone: "primary" | "danger" }
> = {
  promote: {
    change: { role: "admin" },
    title: "admin.users.confirm.promoteTitle",
    body: "admin.users.confirm.promoteBody",
    confirm: "admin.users.makeAdmin",
    tone: "primary",
  },
  demote: {
    change: { role: "student" },
    title: "admin.users.confirm.demoteTitle",
    body: "admin.users.confirm.demoteBody",
    confirm: "admin.users.makeStudent",
    tone: "primary",
  },
  disable: {
    change: { disabled: true },
    title: "admin.users.confirm.disableTitle",
    body: "admin.users.confirm.disableBody",
    confirm: "admin.users.disable",
    tone: "danger",
  },
  enable: {
    change: { disabled: false },
    title: "admin.users.confirm.enableTitle",
    body: "admin.users.confirm.enableBody",
    confirm: "admin.users.enable",
    tone: "primary",
  },
};

/**
 * `/dashboard/admin/users`: every account, searched and filtered from the address (?q=&role=
 * &status=&page=), with promote/demote and disable/enable per row, each after a confirmation.
 */
export function UsersPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState<{ user: AdminUser; action: UserAction } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const change = useChangeUser();
  const config = usePublicConfig();
  const filters = userFiltersFrom(params);
  const page = Math.max(1, Number(params.get("page")) || 1);
  const query: Partial<AdminUserQueryInput> = {
    ...(Object.fromEntries(
      USER_FILTER_NAMES.filter((name) => filters[name]).map((name) => [name, filters[name]]),
    ) as Partial<AdminUserQueryInput>),
    page,
    pageSize: PAGE_SIZE,
  };
  const results = useAdminUsers(query);
  const pages = results.data ? Math.max(1, Math.ceil(results.data.total / PAGE_SIZE)) : 1;
  const locale = formatLocale(i18n.language);
  const chosen = open ? CHANGES[open.action] : null;

  const apply = (next: { filters?: UserFilterValues; page?: number }) => {
    const values = next.filters ?? filters;
    const search = new URLSearchParams();
    for (const name of USER_FILTER_NAMES) if (values[name]) search.set(name, values[name]);
    if (next.page && next.page > 1) search.set("page", String(next.page));
    setParams(search);
  };
  const confirm = () => {
    if (!open || !chosen) return;
    setFailure(null);
    change.mutate(
      { id: open.user.id, change: chosen.change },
      {
        onSuccess: ({ message }) => toast.success(message),
        onError: (error) => setFailure(error instanceof ApiError ? error.message : t("admin.users.changeFailed")),
        onSettled: () => setOpen(null),
      },
    );
  };

  return (
    <section className="mx-auto max-w-7xl space-y-5">
      <PageHeader title={t("admin.users.title")} intro={t("admin.users.intro")} />
      <FilterPanel>
        <UserFilters
          key={filters.q}
          values={filters}
          onChange={(next) => apply({ filters: next })}
          onReset={() => setParams(new URLSearchParams())}
        />
      </FilterPanel>

      {failure && <FormAlert>{failure}</FormAlert>}
      <ResultsStatus
        busy={results.isFetching}
        error={results.error ? loadFailureMessage(results.error, t("admin.users.loadFailed")) : null}
        heading={results.data ? t("admin.users.results", { count: results.data.total.toLocaleString(locale) }) : null}
      />

      {results.data && results.data.users.length === 0 && <EmptyState>{t("admin.users.empty")}</EmptyState>}
      {results.data && results.data.users.length > 0 && (
        <UserTable
          users={results.data.users}
          label={t("admin.users.tableLabel")}
          stale={results.isPlaceholderData}
          timeZone={config.data?.timeZone}
          onAction={(user, action) => {
            setFailure(null);
            setOpen({ user, action });
          }}
        />
      )}

      {results.data && pages > 1 && (
        <Pagination page={page} pages={pages} hasNext={page < pages} onPage={(next) => apply({ page: next })} />
      )}

      <ConfirmDialog
        open={open !== null}
        title={open && chosen ? translateKey(t, chosen.title, { name: open.user.name }) : ""}
        body={chosen ? translateKey(t, chosen.body) : ""}
        confirmLabel={chosen ? translateKey(t, chosen.confirm) : ""}
        tone={chosen?.tone ?? "primary"}
        pending={change.isPending}
        onCancel={() => setOpen(null)}
        onConfirm={confirm}
      />
    </section>
  );
}
