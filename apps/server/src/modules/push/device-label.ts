/** Browsers by a mark of their User-Agent, the more specific first (Edge and Opera also say Chrome; Chrome also says Safari). */
const BROWSERS: ReadonlyArray<readonly [string, string]> = [
  ["Edg", "Edge"],
  ["OPR/", "Opera"],
  ["SamsungBrowser/", "Samsung Internet"],
  ["Firefox/", "Firefox"],
  ["FxiOS/", "Firefox"],
  ["CriOS/", "Chrome"],
  ["Chrome/", "Chrome"],
  ["Safari/", "Safari"],
];
const SYSTEMS: ReadonlyArray<readonly [string, string]> = [
  ["Android", "Android"],
  ["iPhone", "iPhone"],
  ["iPad", "iPad"],
  ["Windows", "Windows"],
  ["CrOS", "ChromeOS"],
  ["Mac OS X", "macOS"],
  ["Linux", "Linux"],
];

/**
 * A device's short label from its User-Agent ("Firefox on Android"), kept with its subscription
 * for the user's copy of their data: never the whole header. Null when nothing is recognised.
 */
export function deviceLabel(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  const browser = BROWSERS.find(([mark]) => userAgent.includes(mark))?.[1];
  const system = SYSTEMS.find(([mark]) => userAgent.includes(mark))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? null;
}
