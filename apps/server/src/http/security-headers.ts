import type { FastifyInstance } from "fastify";
import type { Config } from "../config";

/**
 * The Content-Security-Policy: scripts and styles only from this origin, so no inline script
 * anywhere (the API docs page sets its own policy for its bundled assets).
 */
function contentSecurityPolicy(https: boolean, uploadOrigin: string | undefined): string {
  const directives = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    // The service worker (/sw.js) and the web app manifests; said outright rather than left to default-src.
    "worker-src 'self'",
    "manifest-src 'self'",
    // With S3 storage the browser PUTs uploads straight to the bucket's origin.
    `connect-src 'self'${uploadOrigin ? ` ${uploadOrigin}` : ""}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}

/** Every security header, computed once from the configuration. */
export function securityHeaders(config: Pick<Config, "publicUrl" | "s3">): Record<string, string> {
  const https = config.publicUrl.startsWith("https://");
  return {
    "content-security-policy": contentSecurityPolicy(https, config.s3 ? new URL(config.s3.endpoint).origin : undefined),
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
    "origin-agent-cluster": "?1",
    "referrer-policy": "strict-origin-when-cross-origin",
    "x-content-type-options": "nosniff",
    "x-dns-prefetch-control": "off",
    "x-frame-options": "DENY",
    "x-permitted-cross-domain-policies": "none",
    "x-xss-protection": "0",
    "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=()",
    ...(https ? { "strict-transport-security": "max-age=31536000; includeSubDomains" } : {}),
  };
}

/**
 * Headers that only govern a document (a page the browser renders and runs): how it opens other
 * windows, its agent cluster, DNS prefetching, old XSS filters, Flash and PDF policy files, the
 * features it may use. A JSON answer or an uploaded photo is never such a document, so the API's
 * answers leave them out; every other header, the Content-Security-Policy included, goes on both.
 */
const DOCUMENT_ONLY = new Set([
  "cross-origin-opener-policy",
  "origin-agent-cluster",
  "x-dns-prefetch-control",
  "x-xss-protection",
  "x-permitted-cross-domain-policies",
  "permissions-policy",
]);

/** The API's answers, but its reference pages (`/api/docs`, HTML) which are documents. */
function isApiAnswer(url: string): boolean {
  return url.startsWith("/api/") && !url.startsWith("/api/docs");
}

/**
 * Sets the security headers on every response. Written here rather than with @fastify/helmet:
 * the headers never vary per request, and helmet's per-request work cost about 70% of the
 * throughput of a small JSON route on this machine (measured with `npm run bench`). The API's
 * answers carry the set without the document-only headers: about 200 bytes less on every JSON
 * answer, which took `/api/ping` from 0.60 to 0.67 of a bare Fastify route's throughput
 * (docs/decisions.md).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const documentHeaders = securityHeaders(config);
  const apiHeaders = Object.fromEntries(Object.entries(documentHeaders).filter(([name]) => !DOCUMENT_ONLY.has(name)));
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(isApiAnswer(request.url) ? apiHeaders : documentHeaders);
    done();
  });
}
