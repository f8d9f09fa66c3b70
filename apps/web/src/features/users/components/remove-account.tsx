import { useState, type FormEvent } from "react";
import { useTranslation } from "../../../lib/use-translation";
import { useNavigate } from "react-router";
import {
  accountDeletionByEmailSchema,
  accountDeletionByPasswordSchema,
  accountDeletionSchema,
  paths,
} from "@campus/shared";
import { FormAlert, TextField } from "../../../components/ui/form-controls";
import { DialogActions, Modal } from "../../../components/ui/modal";
import { ApiError } from "../../../lib/api-client";
import { focusFirstInvalid, useSchemaForm } from "../../../lib/form";
import { toast } from "../../../lib/toast";
import { useRemoveAccount, useSignInMethods } from "../api/remove-account";

/**
 * "Delete my account" on a student's profile: what it does, then the password in a dialog to
 * confirm. An empty field is refused before sending (the shared schema's words); after any refusal
 * focus stays in the dialog, on the field, its error tied to it.
 */
export function RemoveAccount() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useRemoveAccount();
  const [open, setOpen] = useState(false);
  const form = useSchemaForm(accountDeletionSchema, { password: "", email: "" });
  const { password, email } = form.values;
  // An account made by campus sign-in has no password: its owner types its email address instead.
  const methods = useSignInMethods(open);
  const withEmail = methods.data ? !methods.data.password : false;
  const field = withEmail ? "email" : "password";
  // A refusal the server gave for the whole request (not for the field) shows above it.
  const error = remove.error instanceof ApiError && !remove.error.fields[field] ? remove.error : null;
  const close = () => {
    setOpen(false);
    form.set("password", "");
    form.set("email", "");
    form.clearErrors();
    remove.reset();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const dialogForm = event.currentTarget;
    if (remove.isPending) return;
    if (!form.validatePart(withEmail ? accountDeletionByEmailSchema : accountDeletionByPasswordSchema)) {
      focusFirstInvalid(dialogForm);
      return;
    }
    remove.mutate(withEmail ? { password: "", email } : { password, email: "" }, {
      onSuccess: ({ message: done }) => {
        toast.success(done);
        void navigate(paths.welcome, { replace: true });
      },
      onError: (failure) => {
        if (failure instanceof ApiError && failure.fields[field]) {
          form.showApiError(failure, "");
          focusFirstInvalid(dialogForm);
        }
      },
    });
  };
  return (
    <section aria-labelledby="profile-remove" className="border-t border-slate-200 pt-4">
      <h2 id="profile-remove" className="text-lg font-bold text-red-800">
        {t("profile.remove.title")}
      </h2>
      <p className="mt-1 text-slate-700">{t("profile.remove.body")}</p>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="mt-3 min-h-11 rounded-xl px-4 font-semibold text-red-800 ring-1 ring-red-300 hover:bg-red-50"
      >
        {t("profile.remove.open")}
      </button>
      <Modal open={open} title={t("profile.remove.confirmTitle")} onClose={close} size="sm">
        <form onSubmit={submit} noValidate className="space-y-4">
          <p className="text-slate-700">
            {t(withEmail ? "profile.remove.confirmBodyEmail" : "profile.remove.confirmBody")}
          </p>
          {error && <FormAlert>{error.message}</FormAlert>}
          <TextField
            label={t(withEmail ? "profile.remove.email" : "profile.remove.password")}
            name={withEmail ? "email" : "password"}
            type={withEmail ? "email" : "password"}
            autoComplete={withEmail ? "email" : "current-password"}
            required
            value={withEmail ? email : password}
            error={form.errors[field]}
            onChange={(value) => form.set(field, value)}
          />
          <DialogActions
            cancelLabel={t("profile.remove.cancel")}
            onCancel={close}
            confirmLabel={t("profile.remove.confirm")}
            pending={remove.isPending}
            tone="danger"
            focusCancel
          />
        </form>
      </Modal>
    </section>
  );
}
