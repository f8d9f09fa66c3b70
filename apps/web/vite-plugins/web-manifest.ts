import type { Plugin } from "vite";
// By path, not the package's name: Vite loads its configuration with packages left to Node,
// which does not run the shared package's TypeScript.
import { LANGUAGE_TAGS, LANGUAGES, type Language } from "../../../packages/shared/src/constants";
import en from "../../../packages/shared/src/i18n/en.json";
import { messageAt } from "../../../packages/shared/src/i18n/messages";
import my from "../../../packages/shared/src/i18n/my.json";
import { paths } from "../../../packages/shared/src/paths";
import { manifestPath } from "../src/lib/manifest-link";

const catalogues: Record<Language, Record<string, unknown>> = { en, my };
/** The brand's blue (the theme's brand-800, index.html's theme-color): the title bar and the splash screen. */
const BRAND = "#12355b";

function text(language: Language, key: "app.name" | "app.shortName" | "app.tagline"): string {
  const message = messageAt(catalogues[language], key);
  if (message === undefined) throw new Error(`web-manifest: ${language} has no ${key}`);
  return message;
}

/**
 * A language's web app manifest: the app installs under its name in that language, opens on the
 * dashboard (a signed-out user is sent to sign in from there, as in the browser), standalone.
 * One `id` for both, so switching the language does not make it another app.
 */
export function webManifest(language: Language): Record<string, unknown> {
  return {
    id: "/",
    name: text(language, "app.name"),
    short_name: text(language, "app.shortName"),
    description: text(language, "app.tagline"),
    lang: LANGUAGE_TAGS[language],
    dir: "ltr",
    start_url: paths.home,
    scope: "/",
    display: "standalone",
    theme_color: BRAND,
    background_color: BRAND,
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}

/** Writes /manifest.<language>.webmanifest for every interface language (served as such by `vite` too). */
export function webManifests(): Plugin {
  const files = new Map(LANGUAGES.map((language) => [manifestPath(language), JSON.stringify(webManifest(language))]));
  return {
    name: "web-manifests",
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const body = files.get(request.url ?? "");
        if (body === undefined) return next();
        response.setHeader("content-type", "application/manifest+json");
        response.end(body);
      });
    },
    generateBundle() {
      for (const [file, source] of files) this.emitFile({ type: "asset", fileName: file.slice(1), source });
    },
  };
}
