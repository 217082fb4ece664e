import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthResponseSchema, readyResponseSchema } from '../../../domain/schemas/health';
import { AppError } from '../http/errors';
import { latestMigrationOf, readMigrationJournal, Readiness } from './readiness';

/**
 * Probes for load balancers and orchestrators (docs/DEPLOY.md), outside /api: public, never rate
 * limited, answered with the security headers and `Cache-Control: no-store` like the API, and
 * logged at debug (a probe every few seconds would otherwise flood the log; readiness changes are
 * logged once each, at warn and info).
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const readiness = new Readiness({
    latestMigration: latestMigrationOf(app.ctx.db.$client),
    migrations: readMigrationJournal(),
    log: app.ctx.log,
  });

  // The process answers: no database, no session, nothing that can be slow.
  api.get('/healthz', {
    config: { access: 'public', requestLog: 'debug' },
    schema: { response: { 200: healthResponseSchema } },
    handler: async () => ({ status: 'ok' as const }),
  });

  // The instance can serve: the database answers and this build's migrations are applied.
  api.get('/readyz', {
    config: { access: 'public', requestLog: 'debug' },
    schema: { response: { 200: readyResponseSchema } },
    handler: async () => {
      const result = await readiness.check();
      if (!result.ready) {
        throw new AppError('unavailable', result.message, { headers: { 'Retry-After': String(result.retryAfterSeconds) } });
      }
      return { status: 'ready' as const };
    },
  });
}
