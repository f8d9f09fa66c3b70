import type { FastifyPluginAsync } from "fastify";
import websocket from "@fastify/websocket";
import { REALTIME_CLOSE, realtimeClientFrameSchema } from "@campus/shared";
import type { RawData } from "ws";
import { AppError } from "../../http/app-error";
import { requireUser } from "../../http/access";
import { acknowledgeMatchNotice } from "../matching/notices";
import { sendCatchUp } from "./catch-up";
import type { RealtimeHub } from "./hub";

/** Largest frame a client may send; acknowledgements are tiny. */
const MAX_FRAME_BYTES = 4096;

function parseFrame(data: RawData) {
  try {
    const text = Buffer.isBuffer(data)
      ? data.toString("utf8")
      : Array.isArray(data)
        ? Buffer.concat(data).toString("utf8")
        : Buffer.from(data).toString("utf8");
    const parsed = realtimeClientFrameSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * `GET /api/realtime`: one WebSocket per tab (design §7). Refused before the upgrade without a
 * session (401) or from an Origin that is not ours (403). On open the server sends `ready` and
 * the user's notices not yet acknowledged; events then arrive as they happen. Frames a client
 * sends that are not understood are ignored; the connection stays open.
 */
export const realtimeRoutes: FastifyPluginAsync<{ hub: RealtimeHub; heartbeatMs: number }> = async (
  app,
  { hub, heartbeatMs },
) => {
  const { config } = app.context;
  await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });
  const trusted = new Set(config.trustedOrigins);

  // Every heartbeat: a socket that did not answer the last ping is dropped, and one whose session
  // has ended since it opened (signed out, expired, account disabled) is closed.
  const sessions = new WeakMap<object, string | undefined>();
  const heartbeat = setInterval(() => {
    for (const client of app.websocketServer.clients) {
      const alive = client as typeof client & { alive?: boolean };
      if (alive.alive === false) {
        client.terminate();
        continue;
      }
      alive.alive = false;
      client.ping();
      app.sessions.stillValid(sessions.get(client)).then(
        (valid) => {
          if (!valid) client.close(REALTIME_CLOSE.sessionEnded, "session ended");
        },
        (error: unknown) => app.log.warn({ err: error }, "could not check a realtime session"),
      );
    }
  }, heartbeatMs);
  heartbeat.unref();
  // Events published while the bus was down never arrived: every open tab catches up from the database.
  const stopCatchUp = app.context.bus.onReconnect(() => {
    for (const [socket, user] of hub.open())
      sendCatchUp(app.context, socket, user).catch((error: unknown) =>
        app.log.warn({ err: error }, "could not catch a tab up"),
      );
  });
  app.addHook("onClose", async () => {
    stopCatchUp();
    clearInterval(heartbeat);
    hub.closeAll();
  });

  app.get(
    "/realtime",
    {
      websocket: true,
      schema: {
        tags: ["realtime"],
        summary: "The realtime channel (WebSocket): match notices, new reports for admins",
      },
      preValidation: async (request) => {
        const origin = request.headers.origin;
        if (!origin || !trusted.has(origin)) throw new AppError(403, "FORBIDDEN_ORIGIN", "auth.errors.forbiddenOrigin");
        await requireUser(request);
      },
    },
    async (socket, request) => {
      const user = request.sessionUser!;
      sessions.set(socket, request.headers.cookie);
      const tracked = socket as typeof socket & { alive?: boolean };
      tracked.alive = true;
      socket.on("pong", () => (tracked.alive = true));
      const detach = hub.attach(socket, user, app.sessions.sessionKey(request.headers.cookie) ?? "");
      socket.on("close", detach);
      socket.on("error", () => socket.terminate());
      socket.on("message", (data) => {
        const frame = parseFrame(data);
        if (frame?.type === "ack") {
          acknowledgeMatchNotice(app.context, user, frame.noticeId).catch((error: unknown) =>
            request.log.warn({ err: error }, "could not acknowledge a notice"),
          );
        }
      });
      await sendCatchUp(app.context, socket, user).catch((error: unknown) =>
        request.log.warn({ err: error }, "could not send stored notices"),
      );
    },
  );
};
