import { Navigate, type RouteObject } from "react-router";
import { paths, type ScreenName } from "@campus/shared";
import { DashboardLayout } from "./layouts/dashboard-layout";
import { PublicLayout } from "./layouts/public-layout";
import { NotFoundPage } from "./routes/not-found";
import { PlaceholderPage } from "./routes/placeholder";
import { RouteError } from "./routes/route-error";
import { TermsPage } from "./routes/terms";
import { WelcomePage } from "./routes/welcome";

type PlaceholderScreen = Parameters<typeof PlaceholderPage>[0]["screen"];

const publicPlaceholders: PlaceholderScreen[] = ["login", "forgotPassword", "resetPassword", "register", "visitorReport"];
const dashboardPlaceholders: PlaceholderScreen[] = [
  "home",
  "reportLost",
  "reportLostDetails",
  "reportFound",
  "reportFoundDetails",
  "profile",
  "chat",
  "chatConversation",
  "reportDetails",
  "admin",
  "reportInfo",
];

const dashboardChild = (screen: ScreenName) => paths[screen].slice(`${paths.dashboard}/`.length);

/** Every screen of design.md section 5, under its layout. */
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    errorElement: <RouteError />,
    children: [
      { path: paths.welcome, element: <WelcomePage /> },
      { path: paths.terms, element: <TermsPage /> },
      ...publicPlaceholders.map((screen) => ({ path: paths[screen], element: <PlaceholderPage screen={screen} /> })),
      { path: "*", element: <NotFoundPage /> },
    ],
  },
  {
    path: paths.dashboard,
    element: <DashboardLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <Navigate to={paths.home} replace /> },
      ...dashboardPlaceholders.map((screen) => ({ path: dashboardChild(screen), element: <PlaceholderPage screen={screen} /> })),
    ],
  },
];
