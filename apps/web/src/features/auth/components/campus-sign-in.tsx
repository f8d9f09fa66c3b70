import { useTranslation } from "../../../lib/use-translation";
import { campusSignInErrorKey } from "@campus/shared";
import { FormAlert } from "../../../components/ui/form-controls";
import { useCampusSignIn } from "../api/campus-sign-in";

/**
 * "Sign in with <university>": the way in for students when the university's identity provider
 * is set up. `error` is the code campus sign-in came back with (`/login?error=…`), said in words.
 */
export function CampusSignIn({
  university,
  error,
  hint,
}: {
  university: string;
  error?: string | null | undefined;
  hint: string;
}) {
  const { t } = useTranslation();
  const start = useCampusSignIn();
  return (
    <div className="space-y-3">
      {error && <FormAlert>{t(campusSignInErrorKey(error), { university })}</FormAlert>}
      {start.isError && <FormAlert>{t("auth.campus.failed")}</FormAlert>}
      <button
        type="button"
        onClick={() => start.mutate()}
        disabled={start.isPending || start.isSuccess}
        aria-busy={start.isPending || start.isSuccess}
        className="inline-flex min-h-11 w-full items-center justify-center rounded-xl border-2 border-brand-800 bg-white px-5 py-2.5 text-base font-semibold text-brand-800 shadow-sm hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-wait disabled:opacity-70"
      >
        {start.isPending || start.isSuccess ? t("common.working") : t("auth.campus.button", { university })}
      </button>
      <p className="text-sm text-slate-600">{hint}</p>
    </div>
  );
}
