import "./lib/zod-config";
import { APP_FIRST_CALLS } from "@campus/shared";
import { preloadScreen } from "./app/screen-chunks";
import { callEarly, setApiLanguage, takeAnswersInPage } from "./lib/api-client";
import { loadCatalogue, storedLanguage } from "./lib/catalogue-loader";
import { linkManifest } from "./lib/manifest-link";
import { warmDateFormat } from "./lib/report-label";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element");

// The app is imported only now: zod builds each schema as its module runs, and it must be told
// first not to try `new Function` (the CSP forbids it), so no schema may load before this line.
// The interface's language is fetched alongside, so no screen shows without its words, and so
// are the chunks and first lists of the screen the address opens; the router starts on its loaders as soon as
// it is there, and the app renders once the language is too.
const language = storedLanguage();
const app = import("./app/start").then(({ start }) => start());
const catalogue = loadCatalogue(language);
// Every screen starts with the session and the installation's settings: asked for now, not once
// the app's code has arrived (unless the page came with their answers: api-client.ts).
setApiLanguage(language);
linkManifest(language);
takeAnswersInPage(document);
for (const path of APP_FIRST_CALLS) callEarly(path);
preloadScreen(window.location.pathname);
// The browser loads its calendar data on a page's first date format: some 30 ms on a desktop,
// four times that on a phone, in the middle of the first screen's render. Done now, while the
// page waits for its code and data, it costs the screens nothing.
warmDateFormat(language);
const [render] = await Promise.all([app, catalogue]);
render(root);
// The worker (production builds only), registered once the page has loaded: it then fetches the
// release's files for the next visit. Its code and the update toast's come in a chunk of their own.
if (import.meta.env.PROD && "serviceWorker" in navigator)
  void import("./lib/app-update").then(({ registerServiceWorker }) => registerServiceWorker());
