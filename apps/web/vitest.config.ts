import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

export default defineProject({
  plugins: [react()],
  test: {
    name: "web",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["src/test/setup.ts"],
    // Files share the worker's modules (as the server's do, vitest.config.ts): setup.ts resets what the
    // app keeps between tests (toasts, shown notices, the offline store, stubbed globals).
    isolate: false,
    // A ceiling for a busy machine, never a wait (findBy/waitFor wait for their condition; src/test/setup.ts).
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
