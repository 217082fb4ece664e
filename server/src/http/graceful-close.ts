import type { FastifyInstance } from 'fastify';

/**
 * Closing (a deploy's SIGTERM, a test's close) lets every request in flight finish, and ends its
 * connection with its answer ("Connection: close"). Without this, a connection that was busy when
 * close() began stays open after its answer as keep-alive, and close() waits until the client lets
 * go: nginx keeps its upstream connections, so up to Fastify's keepAliveTimeout, 72 s, past a
 * deploy's grace period. Measured here: an answer taking 2 s, close() called 0.5 s in, resolved
 * after 72.1 s; with this, after 2.0 s.
 */
export function registerGracefulClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('Connection', 'close');
    done(null, payload);
  });
}
