import { useTranslation } from "../../../lib/use-translation";

/** The recovery codes, shown once, with a way to keep them as a text file. */
export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  const { t } = useTranslation();
  const download = () => {
    const url = URL.createObjectURL(
      new Blob([`${t("authPages.secondFactor.codesTitle")}\n\n${codes.join("\n")}\n`], { type: "text/plain" }),
    );
    const link = document.createElement("a");
    link.href = url;
    link.download = t("authPages.secondFactor.fileName");
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className="space-y-3">
      <ul
        className="grid grid-cols-2 gap-2 rounded-xl bg-slate-50 p-4 font-mono text-base text-slate-900 ring-1 ring-slate-200 sm:grid-cols-2"
        aria-label={t("authPages.secondFactor.recoveryCode")}
      >
        {codes.map((code) => (
          <li key={code} translate="no">
            {code}
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={download}
        className="inline-flex min-h-11 items-center rounded-xl bg-white px-4 py-2 font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50"
      >
        {t("authPages.secondFactor.download")}
      </button>
    </div>
  );
}
