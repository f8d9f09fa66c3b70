import { LogController, type FastifyReply, type FastifyRequest } from "fastify";

/**
 * One JSON line per request, when it is answered: method, URL, status and time taken, at the
 * debug level (LOG_LEVEL=debug), so not by default. Fastify's own request logging writes two at
 * info (one when the request comes in, one when it is answered). Even one line at info cost about
 * 15% of a small route's throughput (3.5 of 22 µs of CPU per request, most of it the logger's
 * string building and garbage; measured with scripts/bench-server.mjs), and in production the
 * reverse proxy that terminates https keeps an access log of every request anyway. A failure's
 * cause is logged by the error handler at warn or error, whatever the level of this line.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(_error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    request.log.debug(
      {
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      "request",
    );
  }
}
