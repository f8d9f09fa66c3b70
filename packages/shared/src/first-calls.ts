import { screenAt, type ScreenName } from "./paths";

/**
 * The API calls (paths under /api) that a screen of the web app makes before it first draws.
 * The app asks for them the moment its entry runs (main.tsx), and the server answers them inside
 * the page it sends for the screen's address (http/first-answers.ts), so that a phone does not
 * wait a round of requests for them. Each is a plain GET whose answer the app takes as if it had
 * fetched it.
 */

/**
 * The element of the page that holds the server's answers: a JSON object from each call's path
 * to its answer, `{ "status": 200, "body": … }` (read by the web app's api-client.ts).
 */
export const FIRST_ANSWERS_ELEMENT_ID = "first-answers";

/** Every screen's: who is signed in, and the installation's settings (the university, the office). */
export const APP_FIRST_CALLS: readonly string[] = ["/auth/session", "/config"];

/**
 * The lists a screen's loader waits for, as the queries that fetch them make them (a test holds
 * each list to its loader's calls): home's open reports, match notices and the chart's week.
 */
export const SCREEN_FIRST_CALLS: Partial<Record<ScreenName, readonly string[]>> = {
  home: ["/reports/mine/open", "/match-notices", "/reports/stats?view=daily"],
};

/** The calls the screen at `pathname` starts with: the app's, then the screen's own lists. */
export function firstCalls(pathname: string): string[] {
  const screen = screenAt(pathname);
  return screen ? [...APP_FIRST_CALLS, ...(SCREEN_FIRST_CALLS[screen] ?? [])] : [];
}
