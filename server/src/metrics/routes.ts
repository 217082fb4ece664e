import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { apiMessages } from '../../../domain/messages';
import { AppError, notFound } from '../http/errors';
import type { Metrics } from './metrics';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /metrics (Prometheus text format) for the operators' monitoring (docs/DEPLOY.md § What to
 * watch): only with `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise); without METRICS_TOKEN
 * it answers 404, so a deployment exposes nothing it did not choose to.
 */
export function metricsRoutes(metrics: Metrics) {
  return async function routes(app: FastifyInstance): Promise<void> {
    const token = app.ctx.config.metricsToken;
    app.get('/metrics', {
      config: { access: 'public', requestLog: 'debug' },
      handler: async (request, reply) => {
        // Registered either way: without it the web app's fallback would answer the page with 200.
        if (!token) throw notFound(apiMessages.notFound);
        const header = request.headers.authorization ?? '';
        const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
        if (!sameToken(given, token)) {
          throw new AppError('not_signed_in', apiMessages.metricsTokenRequired, { headers: { 'WWW-Authenticate': 'Bearer realm="metrics"' } });
        }
        return reply.type(metrics.contentType).send(await metrics.text());
      },
    });
  };
}
