import Fastify from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { API_ERROR_CODES, apiErrorSchema, type MessageKey } from "@campus/shared";
import { AppError } from "./app-error";
import { registerErrorHandler } from "./error-handler";
import { requestLanguage } from "./language";

async function appWithRoutes() {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(requestLanguage);
  registerErrorHandler(app);
  app.post(
    "/items",
    { schema: { body: z.object({ name: z.string().min(2, "errors.validation"), count: z.number().int() }) } },
    async (request) => request.body,
  );
  app.get("/missing", async () => {
    throw new AppError(404, "ITEM_NOT_FOUND", "errors.notFound");
  });
  app.get("/boom", async () => {
    throw new Error("database password is hunter2");
  });
  app.get("/thrown-string", async () => {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- what a careless dependency may do
    throw "secret text";
  });
  app.get("/thrown-null", async () => {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- what a careless dependency may do
    throw null;
  });
  app.get("/framework-405", async () => {
    throw Object.assign(new Error("internal words"), { statusCode: 405, code: "FST_ERR_SOMETHING_NEW" });
  });
  app.get("/framework-404", async () => {
    throw Object.assign(new Error("internal words"), { statusCode: 404 });
  });
  app.get("/odd-status", async () => {
    throw Object.assign(new Error("internal words"), { statusCode: 302 });
  });
  app.get("/missing-key", async () => {
    throw new AppError(404, "ITEM_NOT_FOUND", "errors.noSuchKey" as MessageKey);
  });
  app.get("/failing-params", async () => {
    const params = Object.defineProperty({}, "name", {
      enumerable: true,
      get() {
        throw new Error("a value that cannot be read");
      },
    }) as Record<string, string>;
    throw new AppError(409, "EMAIL_TAKEN", "auth.errors.emailTaken", params, "email");
  });
  app.get("/server-app-error", async () => {
    throw new AppError(502, "RESET_EMAIL_FAILED", "auth.errors.resetEmailFailed");
  });
  app.get("/after-send", async (_request, reply) => {
    await reply.send({ ok: true });
    throw new Error("too late");
  });
  return app;
}

describe("the error handler", () => {
  it("answers validation errors with 400, a translated message and the failing fields", async () => {
    const app = await appWithRoutes();
    const res = await app.inject({
      method: "POST",
      url: "/items",
      headers: { "accept-language": "ms" },
      payload: { name: "x", count: "many" },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe("VALIDATION_ERROR");
    expect(body.message).toBe("Sebahagian maklumat yang dihantar tidak sah.");
    expect(body.fields.name).toBe("Sebahagian maklumat yang dihantar tidak sah.");
    expect(body.fields).toHaveProperty("count");
  });

  it("translates an AppError's message", async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ method: "GET", url: "/missing", headers: { "accept-language": "my" } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: "ITEM_NOT_FOUND", message: "Tidak dijumpai." });
  });

  it("hides the message and stack of a server error", async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ method: "GET", url: "/boom" });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      code: "INTERNAL_ERROR",
      message: "Something went wrong on our side. Please try again.",
    });
    expect(res.body).not.toContain("hunter2");
  });

  it("answers whatever is thrown, even a string or null, with a listed code and the caller's language", async () => {
    const app = await appWithRoutes();
    for (const url of ["/thrown-string", "/thrown-null"]) {
      const res = await app.inject({ method: "GET", url, headers: { "accept-language": "ms" } });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        code: "INTERNAL_ERROR",
        message: "Sesuatu tidak kena di pihak kami. Sila cuba lagi.",
      });
      expect(res.body).not.toContain("secret");
    }
  });

  it("gives a framework error it does not know a code from the shared list, by its status", async () => {
    const app = await appWithRoutes();
    const unknown = await app.inject({ method: "GET", url: "/framework-405" });
    expect(unknown.statusCode).toBe(405);
    expect(API_ERROR_CODES).toContain(unknown.json().code);
    expect(unknown.body).not.toContain("internal words");
    const notFound = await app.inject({ method: "GET", url: "/framework-404" });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json().code).toBe("NOT_FOUND");
  });

  it("never answers an error with a status that is not an error", async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ method: "GET", url: "/odd-status" });
    expect(res.statusCode).toBe(500);
    expect(res.json().code).toBe("INTERNAL_ERROR");
  });

  it("keeps an AppError's status and code when its message cannot be translated", async () => {
    const app = await appWithRoutes();
    const missing = await app.inject({ method: "GET", url: "/missing-key", headers: { "accept-language": "ms" } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: "ITEM_NOT_FOUND", message: "Tidak dijumpai." });
    const params = await app.inject({ method: "GET", url: "/failing-params" });
    expect(params.statusCode).toBe(409);
    expect(params.json().code).toBe("EMAIL_TAKEN");
    expect(apiErrorSchema.safeParse(params.json()).success).toBe(true);
  });

  it("answers an AppError of the 5xx kind with its own status, code and message", async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ method: "GET", url: "/server-app-error" });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ code: "RESET_EMAIL_FAILED", message: "Unable to send password reset email" });
  });

  it("leaves an answer already sent as it was", async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ method: "GET", url: "/after-send" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });
});
