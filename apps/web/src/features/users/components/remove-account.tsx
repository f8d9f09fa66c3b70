import { useState, type FormEvent } from "react";
import { useTranslation } from "../../../lib/use-translation";
import { useNavigate } from "react-router";
import { paths } from "@campus/shared";
import { FormAlert, TextField, useMessage } from "../../../components/ui/form-controls";
import { DialogActions, Modal } from "../../../components/ui/modal";
import { ApiError } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { useRemoveAccount, useSignInMethods } from "../api/remove-account";

/** "Delete my account" on a student's profile: what it does, then the password in a dialog to confirm. */
export function RemoveAccount() {
  const { t } = useTranslation();
  const message = useMessage();
  const navigate = useNavigate();
  const remove = useRemoveAccount();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [email, setEmail] = useState("");
  // An account made by campus sign-in has no password: its owner types its email address instead.
  const methods = useSignInMethods(open);
  const withEmail = methods.data ? !methods.data.password : false;
  const error = remove.error instanceof ApiError ? remove.error : null;
  const close = () => {
    setOpen(false);
    setPassword("");
    setEmail("");
    remove.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    remove.mutate(withEmail ? { password: "", email } : { password, email: "" }, {
      onSuccess: ({ message: done }) => {
        toast.success(done);
        void navigate(paths.welcome, { replace: true });
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
          {error && !error.fields.password && !error.fields.email && <FormAlert>{error.message}</FormAlert>}
          <TextField
            label={t(withEmail ? "profile.remove.email" : "profile.remove.password")}
            name={withEmail ? "email" : "password"}
            type={withEmail ? "email" : "password"}
            autoComplete={withEmail ? "email" : "current-password"}
            required
            value={withEmail ? email : password}
            error={message(error?.fields[withEmail ? "email" : "password"])}
            onChange={withEmail ? setEmail : setPassword}
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
