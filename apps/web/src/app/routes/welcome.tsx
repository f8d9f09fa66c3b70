import { useTranslation } from "../../lib/use-translation";
import { paths } from "@campus/shared";
import { ButtonLink } from "../../components/ui/button-link";
import { PageTitle } from "../../components/ui/page-title";
import { useSession } from "../../features/auth/api/get-session";
import { useUniversityName } from "../../features/system/hooks/use-university-name";
import { roleHome } from "../guards";

const steps = ["report", "match", "return"] as const;

const stepIcons: Record<(typeof steps)[number], string> = {
  report: "M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z",
  match: "M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zm10 17-4.35-4.35M8 11l2 2 4-4",
  return: "M3 12h12m0 0-4-4m4 4-4 4M21 5v14",
};

/** The public welcome page: what the service is and where to start. */
export function WelcomePage() {
  const { t } = useTranslation();
  const university = useUniversityName();
  const { data: user } = useSession();
  return (
    <>
      <PageTitle />
      <div className="grid gap-8 lg:grid-cols-5 lg:items-center">
        <div className="space-y-6 text-white lg:col-span-3">
          <h1 className="text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl">
            {t("welcome.title")}
          </h1>
          <p className="max-w-2xl text-lg text-brand-50 sm:text-xl">{t("welcome.lead", { university })}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            {user ? (
              <ButtonLink to={roleHome(user)}>{t("welcome.ctaDashboard")}</ButtonLink>
            ) : (
              <>
                <ButtonLink to={paths.login}>{t("welcome.ctaLogin")}</ButtonLink>
                <ButtonLink to={paths.register} variant="secondary">
                  {t("welcome.ctaRegister")}
                </ButtonLink>
              </>
            )}
          </div>
        </div>
        <aside
          className="rounded-3xl bg-white/95 p-6 shadow-xl ring-1 ring-black/5 lg:col-span-2"
          aria-labelledby="visitor-heading"
        >
          <h2 id="visitor-heading" className="text-lg font-bold text-brand-800">
            {t("welcome.ctaVisitor")}
          </h2>
          <p className="mt-2 text-slate-700">{t("welcome.visitorNote")}</p>
          <div className="mt-4">
            <ButtonLink to={paths.visitorReport} variant="secondary">
              {t("nav.visitorReport")}
            </ButtonLink>
          </div>
        </aside>
      </div>

      <section className="mt-12" aria-labelledby="how-heading">
        <h2 id="how-heading" className="text-2xl font-bold text-white">
          {t("welcome.howTitle")}
        </h2>
        <ol className="mt-4 grid gap-4 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step} className="rounded-2xl bg-white/95 p-5 shadow-lg ring-1 ring-black/5">
              <div className="flex items-center gap-3">
                <span
                  className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-800 text-accent-400"
                  aria-hidden="true"
                >
                  <svg
                    viewBox="0 0 24 24"
                    className="h-5 w-5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  >
                    <path d={stepIcons[step]} />
                  </svg>
                </span>
                <h3 className="text-lg font-bold text-brand-800">
                  <span className="sr-only">{`${index + 1}. `}</span>
                  {t(`welcome.steps.${step}.title`)}
                </h3>
              </div>
              <p className="mt-3 text-slate-700">{t(`welcome.steps.${step}.body`)}</p>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
