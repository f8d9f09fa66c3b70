// `npm run dev`: the API with reload on change (tsx watch, port 3000) and the web app with hot
// reload (Vite, port 5173, proxying /api to the API). Open http://127.0.0.1:5173.
import { spawn } from "node:child_process";

const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "apps/server/src/server.ts"], {
    stdio: "inherit",
    env: { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL ?? "http://127.0.0.1:5173" },
  }),
  spawn("npx", ["vite", "--host", "127.0.0.1"], { cwd: "apps/web", stdio: "inherit" }),
];
const stop = () => children.forEach((child) => child.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children)
  child.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
