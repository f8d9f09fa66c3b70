import type { QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { RouteObject } from "react-router";
import { paths, type Role, type ScreenName } from "@campus/shared";
import { AdminDashboardPage } from "./routes/admin/admin-dashboard";
import { AuditLogPage } from "./routes/admin/audit-log";
import { LocationsPage } from "./routes/admin/locations";
import { StoragePage } from "./routes/admin/storage";
import { LabelPage } from "./routes/admin/label";
import { ReportInfoPage } from "./routes/admin/report-info";
import { RosterPage } from "./routes/admin/roster";
import { TwoStepPage } from "./routes/admin/two-step";
import { UsersPage } from "./routes/admin/users";
import { dashboardIndex, guestOnly, requireRole, requireSession } from "./guards";
import { DashboardLayout } from "./layouts/dashboard-layout";
import { PublicLayout } from "./layouts/public-layout";
import { ForgotPasswordPage } from "./routes/auth/forgot-password";
import { LoginPage } from "./routes/auth/login";
import { RegisterPage } from "./routes/auth/register";
import { ConfirmEmailPage } from "./routes/auth/confirm-email";
import { ResetPasswordPage } from "./routes/auth/reset-password";
import { ChatPage } from "./routes/chat/chat-page";
import { ConversationPage } from "./routes/chat/conversation-page";
import { HomePage } from "./routes/home";
import { LoadingScreen } from "./routes/loading-screen";
import { NotFoundPage } from "./routes/not-found";
import { PlaceholderPage } from "./routes/placeholder";
import { ProfilePage } from "./routes/profile";
import { NewReportPage } from "./routes/reports/new-report";
import { ReportPage } from "./routes/reports/report-page";
import { ReportSearchPage } from "./routes/reports/report-search";
import { RouteError } from "./routes/route-error";
import { TermsPage } from "./routes/terms";
import { VisitorReportPage } from "./routes/visitor-report";
import { WelcomePage } from "./routes/welcome";

type PlaceholderScreen = Parameters<typeof PlaceholderPage>[0]["screen"];

/** The dashboard screens and who may open them (the specification's roles). */
const dashboardScreens: Array<{ screen: PlaceholderScreen; roles: readonly Role[] }> = [
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
  { screen: "admin", roles: ["admin"] },
  { screen: "reportInfo", roles: ["admin"] },
  { screen: "adminUsers", roles: ["admin"] },
  { screen: "adminLocations", roles: ["admin"] },
  { screen: "adminStorage", roles: ["admin"] },
  { screen: "adminLabel", roles: ["admin"] },
  { screen: "adminRoster", roles: ["admin"] },
  { screen: "adminAudit", roles: ["admin"] },
  { screen: "adminTwoStep", roles: ["admin"] },
];

/** Screens built so far; the others show their placeholder until their issue lands. */
const screenElements: Partial<Record<PlaceholderScreen, ReactNode>> = {
  home: <HomePage />,
  profile: <ProfilePage />,
  reportLost: <NewReportPage type="lost" />,
  reportFound: <NewReportPage type="found" />,
  reportLostDetails: <ReportPage type="lost" />,
  reportFoundDetails: <ReportPage type="found" />,
  reportDetails: <ReportSearchPage />,
  chat: <ChatPage />,
  chatConversation: <ConversationPage />,
  admin: <AdminDashboardPage />,
  reportInfo: <ReportInfoPage />,
  adminUsers: <UsersPage />,
  adminLocations: <LocationsPage />,
  adminStorage: <StoragePage />,
  adminLabel: <LabelPage />,
  adminRoster: <RosterPage />,
  adminAudit: <AuditLogPage />,
  adminTwoStep: <TwoStepPage />,
};

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
        { path: paths.terms, element: <TermsPage /> },
        { path: paths.login, element: <LoginPage />, loader: guestOnly(queryClient) },
        { path: paths.register, element: <RegisterPage />, loader: guestOnly(queryClient) },
        { path: paths.forgotPassword, element: <ForgotPasswordPage /> },
        { path: paths.resetPassword, element: <ResetPasswordPage /> },
        { path: paths.confirmEmail, element: <ConfirmEmailPage /> },
        { path: paths.visitorReport, element: <VisitorReportPage /> },
        { path: "*", element: <NotFoundPage /> },
      ],
    },
    {
      path: paths.dashboard,
      element: <DashboardLayout />,
      errorElement: <RouteError />,
      loader: requireSession(queryClient),
      // Screens render only after their loaders: nothing flashes while the session loads.
      hydrateFallbackElement: <LoadingScreen />,
      children: [
        // Always redirects (to the role's home) before rendering.
        { index: true, loader: dashboardIndex(queryClient), element: <LoadingScreen /> },
        ...dashboardScreens.map(({ screen, roles }) => ({
          path: dashboardChild(screen),
          loader: requireRole(queryClient, roles, screen),
          element: screenElements[screen] ?? <PlaceholderPage screen={screen} />,
        })),
      ],
    },
  ];
}
