import { useEffect, useId, useMemo, useState, type ChangeEvent } from "react";
import { useTranslation } from "../../../lib/use-translation";
import { useMessage } from "../../../components/ui/form-controls";
import { imageProblem } from "../../../lib/upload-image";

/**
 * An optional photo: chosen, previewed and checked here; uploaded when the form is sent. With
 * `camera`, a second button takes one on the spot (a phone or tablet opens its back camera).
 */
export function PhotoPicker({
  photo,
  onChange,
  maxUploadMb,
  error,
  camera = false,
}: {
  photo: File | null;
  onChange: (photo: File | null) => void;
  maxUploadMb: number;
  error?: string | undefined;
  camera?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useMemo(() => (photo ? URL.createObjectURL(photo) : null), [photo]);
  const message = useMessage()(problem ?? error);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const describedBy = `${id}-hint${message ? ` ${id}-error` : ""}`;
  const take = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const found = imageProblem(file, maxUploadMb, i18n.language);
    setProblem(found);
    if (!found) onChange(file);
  };

  return (
    <div className="space-y-2">
      <p className="text-sm font-semibold text-slate-800" id={`${id}-label`}>
        {`${t("reports.fields.photo")} (${t("reports.fields.optional")})`}
      </p>
      <div className="flex flex-wrap items-center gap-4">
        {preview && (
          <img
            src={preview}
            alt={photo ? t("reports.form.photoChosen", { name: photo.name }) : ""}
            className="h-24 w-32 rounded-xl object-cover ring-1 ring-slate-200"
          />
        )}
        <div className="flex flex-wrap gap-2">
          {camera && (
            <label
              htmlFor={`${id}-camera`}
              className="inline-flex min-h-11 cursor-pointer items-center rounded-xl bg-brand-800 px-4 py-2 text-sm font-semibold text-white focus-within:ring-2 focus-within:ring-accent-400 hover:bg-brand-700"
            >
              {t("intake.takePhoto")}
              <input
                id={`${id}-camera`}
                name="camera"
                type="file"
                accept="image/*"
                capture="environment"
                className="sr-only"
                aria-describedby={describedBy}
                aria-invalid={message ? true : undefined}
                onChange={take}
              />
            </label>
          )}
          <label
            htmlFor={id}
            className="inline-flex min-h-11 cursor-pointer items-center rounded-xl bg-white px-4 py-2 text-sm font-semibold text-brand-800 ring-1 ring-slate-300 focus-within:ring-2 focus-within:ring-accent-400 hover:bg-slate-50"
          >
            {photo ? t("reports.form.changePhoto") : t("reports.form.choosePhoto")}
            <input
              id={id}
              name="photo"
              type="file"
              accept="image/jpeg,image/png,.jpg,.jpeg,.png"
              className="sr-only"
              aria-describedby={describedBy}
              aria-invalid={message ? true : undefined}
              onChange={take}
            />
          </label>
          {photo && (
            <button
              type="button"
              onClick={() => onChange(null)}
              className="min-h-11 rounded-xl px-4 py-2 text-sm font-semibold text-red-700 ring-1 ring-red-200 hover:bg-red-50"
            >
              {t("reports.form.removePhoto")}
            </button>
          )}
        </div>
      </div>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {photo ? `${t("reports.form.photoChosen", { name: photo.name })} · ` : ""}
        {t("reports.form.photoHint", { mb: maxUploadMb })}
      </p>
      {message && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {message}
        </p>
      )}
    </div>
  );
}
