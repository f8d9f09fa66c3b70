// The yardstick of bench-server.mjs: a bare Fastify process with one route, /api/ping answering
// { ok: true }, no logger and no plugins. Started like the real server (`node`, PORT and HOST from
// the environment), so the ratio between the two is what the app adds to Fastify itself.
import Fastify from "fastify";

const app = Fastify();
app.get("/api/ping", async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT ?? 3000), host: process.env.HOST ?? "127.0.0.1" });
process.on("SIGTERM", () => app.close().then(() => process.exit(0)));
