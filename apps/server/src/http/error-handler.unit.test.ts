import Fastify, { LogController, type FastifyReply, type FastifyRequest } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { API_ERROR_CODES, apiErrorSchema, catalogues, type ApiErrorCode, type MessageKey } from "@campus/shared";
import { AppError } from "./app-error";
import { registerErrorHandler } from "./error-handler";
import { requestLanguage } from "./language";

/** What the app logged (pino's JSON lines; 30 info, 40 warn, 50 error). */
type LogLine = { level: number; msg: string } & Record<string, unknown>;
let logged: LogLine[] = [];
const WARN = 40;
const ERROR = 50;
/** The lines of the level and message, as `[level, msg]` pairs, for short expectations. */
const lines = () => logged.map((line) => [line.level, line.msg]);

/** Fastify's own mark on a schema validation issue (fastify-type-provider-zod). */
const ZOD_ISSUE = Symbol.for("ZodFastifySchemaValidationError");

/** An error the way a framework or a library raises one: a message for logs, a status, maybe a code. */
const frameworkError = (fields: Record<string, unknown>) => Object.assign(new Error("internal words"), fields);

async function appWithRoutes(hooks?: Parameters<typeof registerErrorHandler>[1]) {
  logged = [];
  const app = Fastify({
    logger: { level: "info", stream: { write: (line: string) => void logged.push(JSON.parse(line) as LogLine) } },
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(requestLanguage);
  registerErrorHandler(app, hooks);
  app.post(
    "/items",
    {
      schema: {
        body: z.object({
          name: z.string().min(2, "errors.validation"),
          count: z.number().int(),
          note: z.string().max(3, "errors.invalidCharacters").optional(),
        }),
      },
    },
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
  app.get("/language-unreadable", async (request) => {
    // Reading the language (the header, or what the language hook decided) throws.
    const headers = new Proxy(request.headers, {
      get(target, name, receiver) {
        if (name === "accept-language") throw new Error("headers unreadable");
        return Reflect.get(target, name, receiver) as unknown;
      },
    });
    Object.defineProperty(request, "headers", { value: headers, configurable: true });
    Object.defineProperty(request, "language", {
      configurable: true,
      get() {
        throw new Error("language unreadable");
      },
    });
    throw new AppError(404, "ITEM_NOT_FOUND", "errors.notFound");
  });
  app.get("/odd-validation", async () => {
    throw frameworkError({
      statusCode: 400,
      code: "FST_ERR_VALIDATION",
      validation: [
        { [ZOD_ISSUE]: true, instancePath: "/name", message: "errors.validation" },
        null,
        "not an issue",
        {
          [ZOD_ISSUE]: true,
          instancePath: {
            toString() {
              throw new Error("a path that cannot be read");
            },
          },
          message: 42,
        },
        { [ZOD_ISSUE]: true, instancePath: "/count", message: "Expected number, received string" },
      ],
    });
  });
  app.get("/other-validator", async () => {
    // A validation error in another validator's shape (Ajv's): no zod mark, English messages.
    throw frameworkError({
      statusCode: 400,
      code: "FST_ERR_VALIDATION",
      validation: [{ instancePath: "/email", message: 'must match format "email"' }],
    });
  });
  app.get("/validation-not-a-list", async () => {
    throw frameworkError({ statusCode: 400, code: "FST_ERR_VALIDATION", validation: "not a list" });
  });
  app.get("/field-key-missing", async () => {
    throw new AppError(409, "EMAIL_TAKEN", "errors.invalidCharacters", {}, "email");
  });
  app.get("/unreadable-error", async () => {
    // An error the logger cannot serialise: reading one of its properties throws.
    const error = frameworkError({ statusCode: 404 });
    Object.defineProperty(error, "detail", {
      enumerable: true,
      get() {
        throw new Error("a property that cannot be read");
      },
    });
    throw error;
  });
  app.get("/hostile-thrown-value", async () => {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- what a hostile or broken dependency may do
    throw new Proxy(
      {},
      {
        get() {
          throw new Error("no property can be read");
        },
        has() {
          throw new Error("no property can be tested");
        },
        ownKeys() {
          throw new Error("no key can be listed");
        },
        getPrototypeOf() {
          throw new Error("no prototype");
        },
      },
    );
  });
  app.get("/framework-401", async () => {
    throw frameworkError({ statusCode: 401, code: "FST_ERR_SOMETHING_NEW" });
  });
  app.get("/framework-inherited-code", async () => {
    throw frameworkError({ statusCode: 400, code: "toString" });
  });
  app.get("/bad-header", async () => {
    throw new AppError(429, "TOO_MANY_REQUESTS", "errors.tooManyRequests").withHeaders({
      "retry-after": "5\r\nx-injected: yes",
      "x-kept": "yes",
    });
  });
  app.get("/unlisted-code", async () => {
    throw new AppError(409, "NOT_A_LISTED_CODE" as ApiErrorCode, "errors.validation");
  });
  app.get("/not-an-error-status", async () => {
    throw new AppError(302, "ITEM_NOT_FOUND", "errors.notFound");
  });
  app.get("/server-app-error-missing-key", async () => {
    throw new AppError(502, "RESET_EMAIL_FAILED", "auth.errors.noSuchKey" as MessageKey);
  });
  app.get("/database-away", async () => {
    throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
  });
  app.get("/headers-sent", async (_request, reply) => {
    reply.raw.writeHead(200, { "content-type": "text/plain" });
    reply.raw.write("partial answer");
    throw new Error("failed while streaming");
  });
  return app;
}

/** Every error answer: a listed code, a message, string fields; never an internal message or a stack. */
function expectWellFormed(body: string) {
  const parsed = apiErrorSchema.strict().safeParse(JSON.parse(body));
  expect(parsed.success, body).toBe(true);
  expect(API_ERROR_CODES).toContain(parsed.data!.code);
  expect(body).not.toMatch(/internal words|unreadable|cannot be read|at .*\.ts:\d+/);
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

describe("the error handler, whatever it is given", () => {
  it("answers in English with the error's own status and code when the language cannot be read", async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ method: "GET", url: "/language-unreadable", headers: { "accept-language": "ms" } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: "ITEM_NOT_FOUND", message: "Not found." });
    expect(lines()).toEqual([]);
  });

  it("keeps a validation error of odd shape a 400 with the fields it can read", async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ method: "GET", url: "/odd-validation", headers: { "accept-language": "ms" } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: "VALIDATION_ERROR",
      message: "Sebahagian maklumat yang dihantar tidak sah.",
      fields: { name: "Sebahagian maklumat yang dihantar tidak sah.", count: "Nilai ini tidak sah di sini." },
    });
    expectWellFormed(res.body);
  });

  it("gives the fields of another validator's error, and answers one without a list of issues", async () => {
    const app = await appWithRoutes();
    const other = await app.inject({ method: "GET", url: "/other-validator" });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({
      code: "VALIDATION_ERROR",
      message: "Some of the information sent is not valid.",
      fields: { email: "This value is not valid here." },
    });
    const notAList = await app.inject({ method: "GET", url: "/validation-not-a-list" });
    expect(notAList.statusCode).toBe(400);
    expect(notAList.json()).toEqual({
      code: "VALIDATION_ERROR",
      message: "Some of the information sent is not valid.",
    });
  });

  it("answers with general words when the caller's catalogue lacks a field's or an error's message", async () => {
    const malay = catalogues.my.errors as Record<string, string>;
    const saved = malay.invalidCharacters!;
    delete malay.invalidCharacters;
    try {
      const app = await appWithRoutes();
      const field = await app.inject({
        method: "POST",
        url: "/items",
        headers: { "accept-language": "ms" },
        payload: { name: "Payung", count: 1, note: "too long" },
      });
      expect(field.statusCode).toBe(400);
      expect(field.json()).toEqual({
        code: "VALIDATION_ERROR",
        message: "Sebahagian maklumat yang dihantar tidak sah.",
        fields: { note: "Nilai ini tidak sah di sini." },
      });
      const appError = await app.inject({
        method: "GET",
        url: "/field-key-missing",
        headers: { "accept-language": "ms" },
      });
      expect(appError.statusCode).toBe(409);
      expect(appError.json()).toEqual({
        code: "EMAIL_TAKEN",
        message: "Sebahagian maklumat yang dihantar tidak sah.",
        fields: { email: "Sebahagian maklumat yang dihantar tidak sah." },
      });
      // Each missing message is one warning (the programming error), nothing at error level.
      expect(lines()).toEqual([
        [WARN, "an error's message could not be translated"],
        [WARN, "an error's message could not be translated"],
      ]);
    } finally {
      malay.invalidCharacters = saved;
    }
  });

  it("answers an error the logger cannot read, and still logs it once", async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ method: "GET", url: "/unreadable-error" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: "NOT_FOUND", message: "Not found." });
    expect(lines()).toEqual([[WARN, "client error"]]);
  });

  it("answers a thrown value that throws on every touch with a 500, logged once at error", async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ method: "GET", url: "/hostile-thrown-value" });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      code: "INTERNAL_ERROR",
      message: "Something went wrong on our side. Please try again.",
    });
    expect(logged.map((line) => line.level)).toEqual([ERROR]);
  });

  it("gives a framework error it does not know the listed code and general words of its status, with a warning", async () => {
    const app = await appWithRoutes();
    const notFound = await app.inject({ method: "GET", url: "/framework-404", headers: { "accept-language": "ms" } });
    expect(notFound.json()).toEqual({ code: "NOT_FOUND", message: "Tidak dijumpai." });
    const notSignedIn = await app.inject({ method: "GET", url: "/framework-401" });
    expect(notSignedIn.statusCode).toBe(401);
    expect(notSignedIn.json()).toEqual({ code: "NOT_SIGNED_IN", message: "Please log in to continue." });
    const method = await app.inject({ method: "GET", url: "/framework-405" });
    expect(method.statusCode).toBe(405);
    expect(method.json()).toEqual({ code: "VALIDATION_ERROR", message: "This method is not allowed here." });
    expect(lines()).toEqual([
      [WARN, "client error"],
      [WARN, "client error"],
      [WARN, "client error"],
    ]);
    // The framework's own words stay in the log.
    expect(logged.every((line) => (line.err as { message?: string }).message === "internal words")).toBe(true);
  });

  it("does not take a code that only looks known (a name every object has) for a framework error", async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ method: "GET", url: "/framework-inherited-code" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: "VALIDATION_ERROR", message: "Some of the information sent is not valid." });
    expect(lines()).toEqual([[WARN, "client error"]]);
  });

  it("drops a header it cannot send and keeps the rest of the answer", async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ method: "GET", url: "/bad-header" });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      code: "TOO_MANY_REQUESTS",
      message: "Too many requests. Please wait a moment and try again.",
    });
    expect(res.headers["x-kept"]).toBe("yes");
    expect(res.headers["retry-after"]).toBeUndefined();
    expect(res.headers["x-injected"]).toBeUndefined();
    expect(lines()).toEqual([[WARN, "an error's header could not be sent"]]);
  });

  it("never sends a code that is not listed, even from an AppError", async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ method: "GET", url: "/unlisted-code" });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: "VALIDATION_ERROR", message: "Some of the information sent is not valid." });
    expect(lines()).toEqual([[WARN, "an error's code is not in the list"]]);
  });

  it("answers an AppError with a status that is not an error as an internal error, logged at error", async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ method: "GET", url: "/not-an-error-status" });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      code: "INTERNAL_ERROR",
      message: "Something went wrong on our side. Please try again.",
    });
    expect(lines()).toEqual([[ERROR, "request failed"]]);
  });

  it("logs a refusal whose message is missing once, with the cause", async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ method: "GET", url: "/server-app-error-missing-key" });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      code: "RESET_EMAIL_FAILED",
      message: "Something went wrong on our side. Please try again.",
    });
    expect(lines()).toEqual([[WARN, "refused with a server error"]]);
    expect(logged[0]).toMatchObject({ err: { message: expect.stringContaining("RESET_EMAIL_FAILED") } });
    expect(logged[0]!.messageFailure).toMatch(/Missing message "auth.errors.noSuchKey"/);
  });

  it("still answers 503 for a database that is away when the outage hook fails", async () => {
    const app = await appWithRoutes({
      databaseUnavailable: () => {
        throw new Error("the outage tracker broke");
      },
    });
    const res = await app.inject({ method: "GET", url: "/database-away" });
    expect(res.statusCode).toBe(503);
    expect(res.headers["retry-after"]).toBe("5");
    expect(res.json()).toEqual({
      code: "SERVICE_UNAVAILABLE",
      message: "The service is briefly unavailable. Please try again in a moment.",
    });
    expect(lines()).toEqual([[WARN, "the database outage could not be recorded"]]);
  });

  it("ends an answer whose headers are already on their way, logging once, without a second answer", async () => {
    const app = await appWithRoutes();
    // The client sees the answer cut off, never a JSON error glued to the partial text.
    await expect(app.inject({ method: "GET", url: "/headers-sent" })).rejects.toThrow(/destroyed before completion/);
    expect(lines()).toEqual([[WARN, "error after the answer had started"]]);
  });

  it("does not throw when sending the answer itself fails", async () => {
    const app = await appWithRoutes();
    await app.ready();
    logged = [];
    const log = app.log;
    let destroyed = false;
    const request = { headers: {}, language: "en", url: "/x", method: "GET", log } as unknown as FastifyRequest;
    const reply = {
      sent: false,
      raw: {
        headersSent: false,
        writableEnded: false,
        destroy: () => {
          destroyed = true;
        },
      },
      code() {
        return this;
      },
      status() {
        return this;
      },
      header() {
        return this;
      },
      headers() {
        return this;
      },
      removeHeader() {
        return this;
      },
      send() {
        throw new Error("the socket is gone");
      },
    } as unknown as FastifyReply;
    expect(() => app.errorHandler(new Error("internal words"), request, reply)).not.toThrow();
    expect(destroyed).toBe(true);
    expect(lines()).toEqual([
      [ERROR, "request failed"],
      [ERROR, "the error answer could not be sent"],
    ]);
  });
});
