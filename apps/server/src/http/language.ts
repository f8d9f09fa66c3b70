import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import {
  languageFromAcceptLanguage,
  translate,
  translateDynamic,
  type Language,
  type MessageKey,
} from "@campus/shared";

declare module "fastify" {
  interface FastifyRequest {
    /** The caller's interface language, from Accept-Language (the web app sends its choice). */
    language: Language;
  }
}

/** Decorates every request with its language. */
export const requestLanguage = fp(async (app: FastifyInstance) => {
  app.decorateRequest("language", "en");
  app.addHook("onRequest", async (request) => {
    request.language = languageFromAcceptLanguage(request.headers["accept-language"]);
  });
});

/** Translates a catalogue key into the request's language (a key the English catalogue lacks fails the type check). */
export function t(request: FastifyRequest, key: MessageKey, params?: Record<string, string | number>): string {
  return translate(request.language ?? "en", key, params);
}

/** The same for a key known only at run time (a shared schema's message). */
export function tDynamic(request: FastifyRequest, key: string, params?: Record<string, string | number>): string {
  return translateDynamic(request.language ?? "en", key, params);
}
