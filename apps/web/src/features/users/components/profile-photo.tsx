import { useId, useState } from "react";
import { useTranslation } from "../../../lib/use-translation";
import type { SessionUser } from "@campus/shared";
import { Avatar } from "../../../components/ui/avatar";
import { FormAlert } from "../../../components/ui/form-controls";
import { imageProblem } from "../../../lib/upload-image";
import { useUploadProfilePhoto } from "../api/upload-profile-photo";

/** The photo with a "Change photo" button; a refused file leaves the old photo in place. */
export function ProfilePhoto({ user, maxUploadMb }: { user: SessionUser; maxUploadMb: number }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const upload = useUploadProfilePhoto();
  const [problem, setProblem] = useState<string | null>(null);
  const error = problem ?? (upload.error ? upload.error.message : null);

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-4">
        <Avatar src={user.profileImage} className="h-20 w-20" />
        <div className="space-y-1">
          <p className="text-lg font-bold text-slate-900">{user.name}</p>
          <p className="text-sm text-slate-600">{t(`profile.role.${user.role}`)}</p>
          <label
            htmlFor={id}
            className={`inline-flex min-h-11 cursor-pointer items-center rounded-xl bg-white px-4 py-2 text-sm font-semibold text-brand-800 ring-1 ring-slate-300 focus-within:ring-2 focus-within:ring-accent-400 hover:bg-slate-50 ${upload.isPending ? "pointer-events-none opacity-60" : ""}`}
          >
            {upload.isPending ? t("profilePhoto.uploading") : t("profilePhoto.change")}
            <input
              id={id}
              type="file"
              accept="image/jpeg,image/png,.jpg,.jpeg,.png"
              className="sr-only"
              aria-describedby={`${id}-hint`}
              disabled={upload.isPending}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = "";
                if (!file) return;
                upload.reset();
                const language = i18n.language;
                void imageProblem(file, maxUploadMb, language).then((found) => {
                  setProblem(found);
                  if (!found) upload.mutate({ file, language });
                });
              }}
            />
          </label>
          <p id={`${id}-hint`} className="text-xs text-slate-600">
            {t("profilePhoto.hint", { mb: maxUploadMb })}
          </p>
        </div>
      </div>
      {error && <FormAlert>{error}</FormAlert>}
      {upload.isSuccess && <FormAlert tone="success">{upload.data.message ?? t("profilePhoto.updated")}</FormAlert>}
    </div>
  );
}
