import { paths, SCREEN_FIRST_CALLS, screenAt, type ScreenName } from "@campus/shared";
import { callEarly } from "../lib/api-client";

/**
 * The screens that arrive with their route, each as its own chunk (its code and the libraries
 * only it uses): the router's lazy routes import them from here (routes.tsx), and main.tsx starts
 * fetching the ones the address opens with before the router is even loaded.
 */
export const screenChunks = {
  terms: () => import("./routes/terms"),
  privacy: () => import("./routes/privacy"),
  register: () => import("./routes/auth/register"),
  forgotPassword: () => import("./routes/auth/forgot-password"),
  resetPassword: () => import("./routes/auth/reset-password"),
  confirmEmail: () => import("./routes/auth/confirm-email"),
  visitorReport: () => import("./routes/visitor-report"),
  dashboard: () => import("./layouts/dashboard-layout"),
  home: () => import("./routes/home"),
  profile: () => import("./routes/profile"),
  reportLost: () => import("./routes/reports/new-report"),
  reportFound: () => import("./routes/reports/new-report"),
  reportLostDetails: () => import("./routes/reports/report-page"),
  reportFoundDetails: () => import("./routes/reports/report-page"),
  reportDetails: () => import("./routes/reports/report-search"),
  myClaims: () => import("./routes/claims/my-claims"),
  chat: () => import("./routes/chat/chat-page"),
  chatConversation: () => import("./routes/chat/conversation-page"),
  admin: () => import("./routes/admin/admin-dashboard"),
  reportInfo: () => import("./routes/admin/report-info"),
  adminUsers: () => import("./routes/admin/users"),
  adminLocations: () => import("./routes/admin/locations"),
  adminIntake: () => import("./routes/admin/intake"),
  adminStorage: () => import("./routes/admin/storage"),
  adminAgeing: () => import("./routes/admin/ageing"),
  adminClaims: () => import("./routes/admin/claims"),
  adminLabel: () => import("./routes/admin/label"),
  adminRoster: () => import("./routes/admin/roster"),
  adminAudit: () => import("./routes/admin/audit-log"),
  adminTwoStep: () => import("./routes/admin/two-step"),
} satisfies Partial<Record<ScreenName, () => Promise<unknown>>>;

type ChunkScreen = keyof typeof screenChunks;

const hasChunk = (screen: ScreenName): screen is ChunkScreen => screen in screenChunks;

/**
 * Starts fetching the chunks of the page at `pathname` (a dashboard screen's with the dashboard
 * layout's) and the lists its loader waits for, so that they download beside the router's
 * rather than after it has started. What fails here fails again, and is shown, when the router
 * imports it or the screen asks for it.
 */
export function preloadScreen(pathname: string): void {
  const load = (screen: ChunkScreen) => void screenChunks[screen]().catch(() => undefined);
  if (pathname === paths.dashboard || pathname.startsWith(`${paths.dashboard}/`)) load("dashboard");
  const screen = screenAt(pathname);
  if (!screen) return;
  if (hasChunk(screen)) load(screen);
  for (const path of SCREEN_FIRST_CALLS[screen] ?? []) callEarly(path);
}
