import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from "react";
import { useTranslation } from "../lib/use-translation";
import { useMessage } from "./ui/form-controls";
import { imageProblem } from "../lib/upload-image";

/**
 * An optional photo: chosen, previewed, removable and checked here the moment it is picked (its
 * type, size and content, as the server will), uploaded when the form is sent. A refused file
 * leaves the photo chosen before (if any) and says why under the field. With `camera`, a second
 * button takes one on the spot (a phone or tablet opens its back camera). The report forms, the
 * office's intake and the claim form share it.
 */
export function PhotoField({
  photo,
  onChange,
  maxUploadMb,
  error,
  camera = false,
  label,
  hint,
  chooseLabel,
}: {
  photo: File | null;
  onChange: (photo: File | null) => void;
  maxUploadMb: number;
  error?: string | undefined;
  camera?: boolean;
  /** The field's name; "Photo (optional)" when absent. */
  label?: string;
  /** A line saying what the photo is for, before the accepted types and size. */
  hint?: string;
  /** The button's words before a photo is chosen; "Choose a photo of the item" when absent. */
  chooseLabel?: string;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useMemo(() => (photo ? URL.createObjectURL(photo) : null), [photo]);
  const message = useMessage()(problem ?? error);
  // Only the latest pick counts when two are checked at once.
  const latest = useRef(0);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const describedBy = `${id}-hint${message ? ` ${id}-error` : ""}`;
  const take = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const pick = ++latest.current;
    void imageProblem(file, maxUploadMb, i18n.language).then((found) => {
      if (pick !== latest.current) return;
      setProblem(found);
      if (!found) onChange(file);
    });
  };

  return (
    <div className="space-y-2">
      <p className="text-sm font-semibold text-slate-800" id={`${id}-label`}>
        {label ?? `${t("reports.fields.photo")} (${t("reports.fields.optional")})`}
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
            {photo ? t("reports.form.changePhoto") : (chooseLabel ?? t("reports.form.choosePhoto"))}
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
              onClick={() => {
                setProblem(null);
                onChange(null);
              }}
              className="min-h-11 rounded-xl px-4 py-2 text-sm font-semibold text-red-700 ring-1 ring-red-200 hover:bg-red-50"
            >
              {t("reports.form.removePhoto")}
            </button>
          )}
        </div>
      </div>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {hint ? `${hint} ` : ""}
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
