import type { QueryClient } from "@tanstack/react-query";
import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import { paths, type Role, type ScreenName } from "@campus/shared";
import { dashboardIndex, guestOnly, requireRole, requireSession } from "./guards";
import { PublicLayout } from "./layouts/public-layout";
import { LoginPage } from "./routes/auth/login";
import { LoadingScreen } from "./routes/loading-screen";
import { NotFoundPage } from "./routes/not-found";
import { RouteError } from "./routes/route-error";
import { WelcomePage } from "./routes/welcome";
import { screenChunks } from "./screen-chunks";

/**
 * A screen fetched with its route (its own chunk, screen-chunks.ts): the first page a visitor
 * opens downloads only the welcome and sign-in screens and the public layout; each other screen,
 * and the libraries only it uses (zod, the carousel, chat, the admin's tables), arrives when it
 * is first opened. The router resolves it together with the route's loader, so nothing flashes
 * in between.
 */
const lazyScreen = (load: () => Promise<ComponentType>): Pick<RouteObject, "lazy"> => ({
  lazy: async () => ({ Component: await load() }),
});

/** Each dashboard screen's route (a screen in dashboardScreens without one fails the type check). */
const screenRoutes = {
  home: lazyScreen(async () => (await screenChunks.home()).HomePage),
  profile: lazyScreen(async () => (await screenChunks.profile()).ProfilePage),
  reportLost: lazyScreen(async () => {
    const { NewReportPage } = await screenChunks.reportLost();
    return () => <NewReportPage type="lost" />;
  }),
  reportFound: lazyScreen(async () => {
    const { NewReportPage } = await screenChunks.reportFound();
    return () => <NewReportPage type="found" />;
  }),
  reportLostDetails: lazyScreen(async () => {
    const { ReportPage } = await screenChunks.reportLostDetails();
    return () => <ReportPage type="lost" />;
  }),
  reportFoundDetails: lazyScreen(async () => {
    const { ReportPage } = await screenChunks.reportFoundDetails();
    return () => <ReportPage type="found" />;
  }),
  reportDetails: lazyScreen(async () => (await screenChunks.reportDetails()).ReportSearchPage),
  myClaims: lazyScreen(async () => (await screenChunks.myClaims()).MyClaimsPage),
  chat: lazyScreen(async () => (await screenChunks.chat()).ChatPage),
  chatConversation: lazyScreen(async () => (await screenChunks.chatConversation()).ConversationPage),
  admin: lazyScreen(async () => (await screenChunks.admin()).AdminDashboardPage),
  reportInfo: lazyScreen(async () => (await screenChunks.reportInfo()).ReportInfoPage),
  adminUsers: lazyScreen(async () => (await screenChunks.adminUsers()).UsersPage),
  adminLocations: lazyScreen(async () => (await screenChunks.adminLocations()).LocationsPage),
  adminIntake: lazyScreen(async () => (await screenChunks.adminIntake()).IntakePage),
  adminStorage: lazyScreen(async () => (await screenChunks.adminStorage()).StoragePage),
  adminAgeing: lazyScreen(async () => (await screenChunks.adminAgeing()).AgeingPage),
  adminClaims: lazyScreen(async () => (await screenChunks.adminClaims()).AdminClaimsPage),
  adminLabel: lazyScreen(async () => (await screenChunks.adminLabel()).LabelPage),
  adminRoster: lazyScreen(async () => (await screenChunks.adminRoster()).RosterPage),
  adminAudit: lazyScreen(async () => (await screenChunks.adminAudit()).AuditLogPage),
  adminTwoStep: lazyScreen(async () => (await screenChunks.adminTwoStep()).TwoStepPage),
} satisfies Partial<Record<ScreenName, Pick<RouteObject, "lazy">>>;

type DashboardScreen = keyof typeof screenRoutes;

/** What a screen's loader waits for besides the guard: lists it shows whole in its first render. */
const screenData: Partial<Record<DashboardScreen, (queryClient: QueryClient) => Promise<void>>> = {
  home: async (queryClient) => (await screenChunks.home()).loadHomeData(queryClient),
};

/** The dashboard screens and who may open them. */
const dashboardScreens: Array<{ screen: DashboardScreen; roles: readonly Role[] }> = [
  { screen: "home", roles: ["student"] },
  { screen: "reportLost", roles: ["student"] },
  { screen: "reportLostDetails", roles: ["student", "admin"] },
  { screen: "reportFound", roles: ["student"] },
  { screen: "reportFoundDetails", roles: ["student", "admin"] },
  { screen: "profile", roles: ["student", "admin"] },
  // An administrator's chat is the office's inbox.
  { screen: "chat", roles: ["student", "admin"] },
  { screen: "chatConversation", roles: ["student", "admin"] },
  { screen: "reportDetails", roles: ["student"] },
  { screen: "myClaims", roles: ["student"] },
  { screen: "admin", roles: ["admin"] },
  { screen: "reportInfo", roles: ["admin"] },
  { screen: "adminUsers", roles: ["admin"] },
  { screen: "adminLocations", roles: ["admin"] },
  { screen: "adminIntake", roles: ["admin"] },
  { screen: "adminStorage", roles: ["admin"] },
  { screen: "adminAgeing", roles: ["admin"] },
  { screen: "adminClaims", roles: ["admin"] },
  { screen: "adminLabel", roles: ["admin"] },
  { screen: "adminRoster", roles: ["admin"] },
  { screen: "adminAudit", roles: ["admin"] },
  { screen: "adminTwoStep", roles: ["admin"] },
];

const dashboardChild = (screen: ScreenName) => paths[screen].slice(`${paths.dashboard}/`.length);

/** Every screen of the app (shared paths.ts), under its layout, with its guard. */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      element: <PublicLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <LoadingScreen />,
      children: [
        { path: paths.welcome, element: <WelcomePage /> },
        { path: paths.terms, ...lazyScreen(async () => (await screenChunks.terms()).TermsPage) },
        { path: paths.privacy, ...lazyScreen(async () => (await screenChunks.privacy()).PrivacyPage) },
        { path: paths.login, element: <LoginPage />, loader: guestOnly(queryClient) },
        {
          path: paths.register,
          loader: guestOnly(queryClient),
          ...lazyScreen(async () => (await screenChunks.register()).RegisterPage),
        },
        {
          path: paths.forgotPassword,
          ...lazyScreen(async () => (await screenChunks.forgotPassword()).ForgotPasswordPage),
        },
        {
          path: paths.resetPassword,
          ...lazyScreen(async () => (await screenChunks.resetPassword()).ResetPasswordPage),
        },
        {
          path: paths.confirmEmail,
          ...lazyScreen(async () => (await screenChunks.confirmEmail()).ConfirmEmailPage),
        },
        {
          path: paths.visitorReport,
          ...lazyScreen(async () => (await screenChunks.visitorReport()).VisitorReportPage),
        },
        { path: "*", element: <NotFoundPage /> },
      ],
    },
    {
      path: paths.dashboard,
      ...lazyScreen(async () => (await screenChunks.dashboard()).DashboardLayout),
      errorElement: <RouteError />,
      loader: requireSession(queryClient),
      // Screens render only after their loaders: nothing flashes while the session loads.
      hydrateFallbackElement: <LoadingScreen />,
      children: [
        // Always redirects (to the role's home) before rendering.
        { index: true, loader: dashboardIndex(queryClient), element: <LoadingScreen /> },
        ...dashboardScreens.map(({ screen, roles }) => ({
          path: dashboardChild(screen),
          loader: async () => {
            await requireRole(queryClient, roles, screen)();
            await screenData[screen]?.(queryClient);
            return null;
          },
          ...screenRoutes[screen],
        })),
      ],
    },
  ];
}
