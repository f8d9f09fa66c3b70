import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../../../lib/use-translation";
import { ROSTER_CSV_MAX, rosterUploadSchema, type RosterImportResult, type RosterPreview } from "@campus/shared";
import { useMessage } from "../../../components/ui/form-controls";
import { PageHeader } from "../../../components/ui/page-header";
import { useImportRoster, usePreviewRoster } from "../../../features/roster/api/import-roster";
import { RosterFileInput } from "../../../features/roster/components/roster-file-input";
import { RosterFormat } from "../../../features/roster/components/roster-format";
import { RosterPreviewPanel } from "../../../features/roster/components/roster-preview";
import { RosterResultPanel } from "../../../features/roster/components/roster-result";
import { RosterSteps } from "../../../features/roster/components/roster-steps";
import { RosterSummaryPanel } from "../../../features/roster/components/roster-summary";
import { usePublicConfig } from "../../../features/system/api/get-public-config";
import { ApiError } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";

type State =
  | { step: "choose" }
  | { step: "preview"; fileName: string; csv: string; preview: RosterPreview }
  | { step: "done"; result: RosterImportResult };

/**
 * `/dashboard/admin/roster`: the student roster (who may sign up) and its CSV import in three
 * steps: choose a file (read in the browser and checked against the shared limits), check what
 * it would change (nothing saved yet), then import it and see what was done. Each step's
 * heading (or the file input) takes focus when the step appears.
 */
export function RosterPage() {
  const { t } = useTranslation();
  const message = useMessage();
  const config = usePublicConfig();
  const [state, setState] = useState<State>({ step: "choose" });
  const [fileError, setFileError] = useState<string | null>(null);
  const [importError, setImportError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const preview = usePreviewRoster();
  const runImport = useImportRoster();
  const fileRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moveFocus = useRef(false);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (state.step === "choose" ? fileRef.current : headingRef.current)?.focus();
  }, [state]);

  const go = (next: State) => {
    moveFocus.current = true;
    setState(next);
  };

  /** An API error as the user should read it: the file's own problem, or what the server said. */
  const failure = (error: unknown, fallback: string) => {
    if (!(error instanceof ApiError)) return fallback;
    if (error.status === 413) return t("admin.roster.errors.tooLarge");
    return error.fields.csv ?? (error.code === "HTTP_ERROR" ? fallback : error.message);
  };

  const choose = async (file: File | undefined, input: HTMLInputElement) => {
    setFileError(null);
    if (!file) return;
    const refuse = (text: string | undefined) => {
      setFileError(text ?? t("admin.roster.checkFailed"));
      // Choosing the same file again (once fixed) must fire a change.
      input.value = "";
    };
    // A file over 4 bytes per allowed character is too long whatever its text; read the others to count exactly.
    if (file.size > ROSTER_CSV_MAX * 4) return refuse(t("admin.roster.errors.tooLarge"));
    setReading(true);
    let csv: string;
    try {
      csv = await file.text();
    } catch {
      setReading(false);
      return refuse(t("admin.roster.checkFailed"));
    }
    setReading(false);
    const checked = rosterUploadSchema.safeParse({ csv });
    if (!checked.success) return refuse(message(checked.error.issues[0]?.message));
    preview.mutate(csv, {
      onSuccess: (result) => go({ step: "preview", fileName: file.name, csv, preview: result }),
      onError: (error) => refuse(failure(error, t("admin.roster.checkFailed"))),
    });
  };

  const confirm = () => {
    if (state.step !== "preview") return;
    setImportError(null);
    runImport.mutate(state.csv, {
      onSuccess: (result) => {
        toast.success(result.message);
        go({ step: "done", result });
      },
      onError: (error) => setImportError(failure(error, t("admin.roster.importFailed"))),
    });
  };

  const restart = () => {
    setFileError(null);
    setImportError(null);
    go({ step: "choose" });
  };

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader title={t("admin.roster.title")} intro={t("admin.roster.intro")} />
      <RosterSummaryPanel />
      <RosterSteps current={state.step} />

      {state.step === "choose" && (
        <section
          aria-labelledby="roster-choose-title"
          className="space-y-5 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
        >
          <h2 id="roster-choose-title" className="text-lg font-bold text-brand-800">
            {t("admin.roster.steps.choose")}
          </h2>
          <RosterFormat domain={config.data?.studentEmailDomain ?? "student.example.edu.my"} />
          <RosterFileInput
            inputRef={fileRef}
            checking={reading || preview.isPending}
            error={fileError}
            onChoose={(file, input) => void choose(file, input)}
          />
        </section>
      )}
      {state.step === "preview" && (
        <RosterPreviewPanel
          headingRef={headingRef}
          preview={state.preview}
          fileName={state.fileName}
          pending={runImport.isPending}
          error={importError}
          onImport={confirm}
          onChooseAnother={restart}
        />
      )}
      {state.step === "done" && <RosterResultPanel headingRef={headingRef} result={state.result} onAnother={restart} />}
    </div>
  );
}
