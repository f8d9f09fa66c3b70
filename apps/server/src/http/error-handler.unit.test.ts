import Fastify from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
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
    expect(res.json()).toEqual({ code: "INTERNAL_ERROR", message: "Something went wrong on our side. Please try again." });
    expect(res.body).not.toContain("hunter2");
  });
});
