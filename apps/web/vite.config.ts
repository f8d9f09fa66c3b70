import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./vite-plugins/precompress";
import { privateSourceMaps } from "./vite-plugins/private-source-maps";

const apiTarget = process.env.API_URL ?? "http://127.0.0.1:3000";

export default defineConfig({
  // Source maps leave dist/ first, then what stays is compressed once, at build time.
  plugins: [react(), tailwindcss(), privateSourceMaps("source-maps"), precompress()],
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
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              tags: ["$initial"],
            },
            // Only what the entry loads at once: lazily loaded libraries (recharts) keep their own chunks.
            { name: "vendor", test: /node_modules[\\/]/, tags: ["$initial"] },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { "/api": { target: apiTarget, ws: true, changeOrigin: false } },
  },
});
