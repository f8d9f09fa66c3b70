import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isScreenPath } from "@campus/shared";
import { AppError } from "./app-error";
import { firstAnswers } from "./first-answers";

const IMMUTABLE = "public, max-age=31536000, immutable";
const SHORT = "public, max-age=3600";
/**
 * Asked for again on every use: the shell, and the service worker, which the browser compares
 * with the one it runs to learn of a new release (the worker's own updates skip the HTTP cache
 * anyway; a proxy's must not keep an old one either).
 */
const REVALIDATED = new Set(["index.html", "sw.js"]);

/**
 * Serves the built web app: hashed files under /assets/ cached for a year, other files (the
 * manifests, icons) for an hour, each as the build's brotli or gzip copy when the browser takes
 * it, the service worker /sw.js revalidated on every use, and the app shell (index.html, never
 * cached) for every screen path. Unknown paths
 * outside /api get the shell with status 404 so the app shows its not-found page; unknown
 * paths under /api get a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const indexFile = path.join(webDistDir, "index.html");
  const shell = fs.existsSync(indexFile) ? fs.readFileSync(indexFile) : undefined;
  // Where a screen's first answers go: just before the app's root, after the scripts and styles
  // the head asks for, so they are read while those download.
  const root = shell?.indexOf('<div id="root">') ?? -1;

  if (shell) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      // No route of its own per file (it would glob the folder and add two routes for each of a
      // build's ~180 files at start: about 100 ms and 4 MB); the route below sends them.
      serve: false,
      index: false,
      // The build writes .br and .gz beside each asset: sent as they are, never compressed again.
      preCompressed: true,
      // Source maps stay with whoever built the app (the web build keeps them outside dist/).
      allowedPath: (pathname) => !pathname.endsWith(".map"),
      setHeaders(reply, filePath) {
        const relative = path.relative(webDistDir, filePath);
        const cache = REVALIDATED.has(relative)
          ? "no-cache"
          : relative.startsWith(`assets${path.sep}`)
            ? IMMUTABLE
            : SHORT;
        reply.header("cache-control", cache);
      },
    });
    // The files the build holds now, listed once; anything else is the not-found handler's.
    const files = new Set(
      fs
        .readdirSync(webDistDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && !entry.name.endsWith(".map"))
        .map(
          (entry) => `/${path.relative(webDistDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`,
        ),
    );
    app.get(
      "/*",
      {
        schema: { hide: true },
        // A browser that goes away mid-file is no error of ours (as @fastify/static's own routes).
        errorHandler(error, request, reply) {
          if ((error as NodeJS.ErrnoException).code === "ERR_STREAM_PREMATURE_CLOSE") return request.raw.destroy();
          return app.errorHandler(error, request, reply);
        },
      },
      (request, reply) => {
        const pathname = decodedPath(request.url);
        if (pathname === null || !files.has(pathname)) return reply.callNotFound();
        return reply.sendFile(pathname.slice(1));
      },
    );
  } else {
    app.log.warn(`The web app is not built (${indexFile} is missing): run "npm run build". The API still works.`);
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    const wantsPage = (request.method === "GET" || request.method === "HEAD") && !pathname.startsWith("/api");
    if (!wantsPage || !shell)
      throw new AppError(404, "NOT_FOUND", pathname.startsWith("/api") ? "errors.routeNotFound" : "errors.notFound");
    const answers = request.method === "GET" && root >= 0 ? await firstAnswers(app, request, pathname) : undefined;
    return (
      reply
        .status(isScreenPath(pathname) ? 200 : 404)
        .type("text/html; charset=utf-8")
        // A page with the caller's own answers in it is kept by no cache, not even the browser's.
        .header("cache-control", answers?.personal ? "private, no-store" : "no-cache")
        .header("vary", "cookie")
        .send(
          answers
            ? Buffer.concat([shell.subarray(0, root), Buffer.from(answers.element), shell.subarray(root)])
            : shell,
        )
    );
  });
}

/** A request's path, percent-decoded as the router decodes it; null when it does not decode. */
function decodedPath(url: string): string | null {
  const pathname = url.split("?")[0] ?? "/";
  if (!pathname.includes("%")) return pathname;
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}
