/**
 * Every screen of the web app, by name. The web router is built from these
 * and the server answers exactly these paths with the app shell (any other path gets the
 * shell with status 404, which renders the not-found page).
 */
export const paths = {
  welcome: "/",
  login: "/login",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
  confirmEmail: "/confirm-email",
  register: "/register",
  visitorReport: "/report",
  terms: "/terms-and-conditions",
  privacy: "/privacy",
  dashboard: "/dashboard",
  home: "/dashboard/home",
  reportLost: "/dashboard/report-lost",
  reportLostDetails: "/dashboard/report-lost/:id",
  reportFound: "/dashboard/report-found",
  reportFoundDetails: "/dashboard/report-found/:id",
  profile: "/dashboard/profile",
  chat: "/dashboard/chat",
  chatConversation: "/dashboard/chat/:id",
  myClaims: "/dashboard/my-claims",
  reportDetails: "/dashboard/report-details",
  admin: "/dashboard/admin",
  reportInfo: "/dashboard/report-info",
  adminUsers: "/dashboard/admin/users",
  adminLocations: "/dashboard/admin/locations",
  adminIntake: "/dashboard/admin/intake",
  adminStorage: "/dashboard/admin/storage",
  adminAgeing: "/dashboard/admin/ageing",
  adminClaims: "/dashboard/admin/claims",
  adminLabel: "/dashboard/admin/label/:id",
  adminRoster: "/dashboard/admin/roster",
  adminAudit: "/dashboard/admin/audit",
  adminTwoStep: "/dashboard/admin/two-step",
} as const;

export type ScreenName = keyof typeof paths;

/** Fills the `:param` segments of a screen path. */
export function getHref(screen: ScreenName, params: Record<string, string> = {}): string {
  return paths[screen].replace(/:([a-zA-Z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${screen}`);
    return encodeURIComponent(value);
  });
}

const screens = (Object.entries(paths) as [ScreenName, string][]).map(([screen, path]) => ({
  screen,
  pattern: new RegExp(`^${path.replace(/:[a-zA-Z]+/g, "[^/]+")}/?$`),
}));

/** The screen an address opens (a trailing slash allowed), or undefined when it is none of the app's. */
export function screenAt(pathname: string): ScreenName | undefined {
  return screens.find(({ pattern }) => pattern.test(pathname))?.screen;
}

/** True when the pathname is one of the app's screens (trailing slash allowed). */
export function isScreenPath(pathname: string): boolean {
  return screenAt(pathname) !== undefined;
}
