import "./lib/zod-config";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { App, createQueryClient } from "./app/app";
import { createRoutes } from "./app/routes";
import { createI18n } from "./lib/i18n";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element");

const queryClient = createQueryClient();
createRoot(root).render(
  <StrictMode>
    <App router={createBrowserRouter(createRoutes(queryClient))} i18n={createI18n()} queryClient={queryClient} />
  </StrictMode>,
);
