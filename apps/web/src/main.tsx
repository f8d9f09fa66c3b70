import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { App, createQueryClient } from "./app/app";
import { routes } from "./app/routes";
import { createI18n } from "./lib/i18n";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element");

createRoot(root).render(
  <StrictMode>
    <App router={createBrowserRouter(routes)} i18n={createI18n()} queryClient={createQueryClient()} />
  </StrictMode>,
);
