import type { Language } from "@campus/shared";

/** Where the build writes each language's web app manifest (vite-plugins/web-manifest.ts). */
export const manifestPath = (language: Language): string => `/manifest.${language}.webmanifest`;

/**
 * Links the interface language's manifest (`<link rel="manifest">`, added by main.tsx before the
 * app renders, then changed with the language), so the app a phone installs is named and
 * described in the language the user reads. index.html has no link of its own: Chrome could
 * fetch an English one first and keep it when the link changes during that fetch.
 */
export function linkManifest(language: Language): void {
  let link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (!link) {
    link = document.createElement("link");
    link.rel = "manifest";
    document.head.append(link);
  }
  const href = manifestPath(language);
  if (link.getAttribute("href") !== href) link.setAttribute("href", href);
}
