import { LogController, type FastifyReply, type FastifyRequest } from "fastify";

/**
 * One JSON line per request, when it is answered: method, URL, status and time taken. Fastify's
 * own request logging writes two (one when the request comes in, one when it is answered), which
 * cost about a third of a small route's throughput here. A failure's cause is logged by the
 * error handler; this line only says what was asked and answered.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(_error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    request.log.info(
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
