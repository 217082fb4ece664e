import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The level of this route's request lines when not `info` (health probes: `debug`). */
    requestLog?: 'debug';
  }
}

/**
 * One log line per request, written when it completes: method, path, status, duration and the
 * request id (pino's reqId binding). The path only: query strings can carry secrets such as a
 * password reset token. A route may lower its lines to debug (`config: { requestLog: 'debug' }`):
 * health probes come every few seconds from every load balancer.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const entry = {
      method: request.method,
      path: request.url.split('?')[0],
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) request.log.error({ ...entry, err: error }, 'request failed');
    else if (request.routeOptions.config.requestLog === 'debug') request.log.debug(entry, 'request');
    else request.log.info(entry, 'request');
  }
}
