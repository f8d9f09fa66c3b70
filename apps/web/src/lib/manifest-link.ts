import type { Language } from "@campus/shared";

/** Where the build writes each language's web app manifest (vite-plugins/web-manifest.ts). */
export const manifestPath = (language: Language): string => `/manifest.${language}.webmanifest`;

/**
 * Points index.html's `<link rel="manifest">` at the interface language's manifest, so the app
 * a phone installs is named and described in that language. Chrome reads the link again when
 * it changes.
 */
export function linkManifest(language: Language): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  const href = manifestPath(language);
  if (link && link.getAttribute("href") !== href) link.setAttribute("href", href);
}
