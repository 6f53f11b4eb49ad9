import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** A request taking longer than this is logged at warn level. */
export const SLOW_REQUEST_MS = 1000;

/**
 * Fastify's own request logging writes two JSON lines per request at info, production's default level: at
 * thousands of requests per second that is most of what the API logs, and a routine answer says nothing an
 * operator acts on. Here the routine lines move to debug (LOG_LEVEL=debug shows every request again, and below
 * that pino skips them without building anything); a request answered with a 5xx or one slower than
 * SLOW_REQUEST_MS is still one line at error / warn, beside what the error handler logs about the error itself.
 * Fastify's other request-time lines (errors of its own handlers, aborted streams) are kept as they are.
 */
export class QuietRequestLog extends LogController {
  constructor(private readonly slowMs = SLOW_REQUEST_MS) {
    super();
  }

  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    _request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const entry = { res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...entry, err: error }, 'request errored');
    else if (reply.statusCode >= 500) reply.log.error({ ...entry, req: reply.request }, 'request failed');
    else if (reply.elapsedTime >= this.slowMs)
      reply.log.warn({ ...entry, req: reply.request }, 'slow request');
    else reply.log.debug(entry, 'request completed');
  }
}
