import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

export default defineProject({
  plugins: [react()],
  test: {
    name: "web",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["src/test/setup.ts"],
    // A ceiling for a busy machine, never a wait (findBy/waitFor wait for their condition; src/test/setup.ts).
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
