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
    readonly language: Language;
  }
}

/**
 * Gives every request its language, read from Accept-Language when something asks for it (a
 * message, an email), not by a hook on every request: most answers hold no text to translate.
 */
export const requestLanguage = fp(async (app: FastifyInstance) => {
  app.decorateRequest("language", {
    getter(this: FastifyRequest): Language {
      return languageFromAcceptLanguage(this.headers["accept-language"]);
    },
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
