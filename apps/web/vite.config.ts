import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { collapseFacades } from "./vite-plugins/collapse-facades";
import { importGroups, preloadFirstScreen } from "./vite-plugins/first-load";
import { precompress } from "./vite-plugins/precompress";
import { privateSourceMaps } from "./vite-plugins/private-source-maps";
import { serviceWorker } from "./vite-plugins/service-worker";
import { webManifests } from "./vite-plugins/web-manifest";

const apiTarget = process.env.API_URL ?? "http://127.0.0.1:3000";
const source = (file: string) => fileURLToPath(new URL(`src/${file}`, import.meta.url));
const START = source("app/start.tsx");

// React Router's package exports only its development build (remix-run/react-router#12532,
// #14102): a production build takes its production files instead, without the dev-only checks
// and warnings, which ran on every navigation and render.
const reactRouterProduction = fileURLToPath(
  new URL("../../node_modules/react-router/dist/production/index.mjs", import.meta.url),
);

export default defineConfig(({ command }) => ({
  // Source maps leave dist/ first, then the service worker lists what stays (its precache), then
  // everything, the worker too, is compressed once, at build time.
  plugins: [
    react(),
    tailwindcss(),
    preloadFirstScreen(START),
    webManifests(),
    collapseFacades(),
    privateSourceMaps("source-maps"),
    serviceWorker(source("service-worker/sw.ts")),
    precompress(),
  ],
  resolve: command === "build" ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // Written for whoever reads an error report, but not served: the plugin moves them out of dist/.
    sourcemap: "hidden",
    // No inline <script>: the server's Content-Security-Policy forbids it.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // What a page needs first comes in a few files, each a round trip on a phone: the entry's
        // `boot`, the first screen (`start`, preloaded from index.html), `react` and the language's
        // catalogue. Libraries change less often than the app: their chunks stay cached across releases.
        codeSplitting: {
          groups: [
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
            },
            ...importGroups([
              // What the entry runs before the app: zod's configuration (with the part of zod's core
              // it sets), the catalogue loader, the API client with the light schemas, and the shared
              // package's modules without a schema. No React: the entry runs, and asks for the
              // language and the screen's chunks, while React is still downloading.
              {
                name: "boot",
                root: source("main.tsx"),
                also: /packages[\\/]shared[\\/]src[\\/](?!schemas[\\/])|node_modules[\\/]zod[\\/]v4[\\/]core[\\/](core|util)\.js$/,
              },
              // The first screen: the router, the welcome and sign-in screens, TanStack Query, the translator.
              { name: "start", root: START },
              // What every signed-in screen shows around itself, then the students' first screen, home
              // (with the chart and item icons that later screens share).
              { name: "dashboard", root: source("app/layouts/dashboard-layout.tsx") },
              { name: "home", root: source("app/routes/home.tsx") },
            ]),
            // Of zod, the entry loads only its configuration (zod is told not to compile before any
            // schema is built). The rest, with the shared schemas, is one chunk the later screens load:
            // building every schema at once costs less than a request for each module of them.
            { name: "zod", test: /node_modules[\\/]zod[\\/]|packages[\\/]shared[\\/]src[\\/]schemas[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { "/api": { target: apiTarget, ws: true, changeOrigin: false } },
  },
}));
