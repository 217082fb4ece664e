import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { apiMessages } from '../../../domain/messages';
import type { Config } from '../config';
import { isServerRequest } from './api-path';
import { AppError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A state-changing request must come from our own pages: its Origin is the configured APP_URL or
 * the host it was sent to; without an Origin, the browser's Sec-Fetch-Site must not say cross-site.
 * Bodies are accepted only as application/json (other content types are refused with 415), so a
 * plain HTML form on another site cannot submit one either.
 */
function assertSameOrigin(request: FastifyRequest, config: Config): void {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    const ownOrigin = `${request.protocol}://${request.host}`;
    if (origin !== config.appUrl && origin !== ownOrigin) {
      throw new AppError('cross_origin', apiMessages.crossOrigin);
    }
    return;
  }
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') {
    throw new AppError('cross_origin', apiMessages.crossOrigin);
  }
}

/**
 * Security headers by helmet, built once. (@fastify/helmet rebuilt the middleware — parsing the
 * whole policy — on every request: a few percent of each API call's time.)
 */
function securityHeaders(config: Config) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix positions popovers with inline style attributes; no inline script is ever allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.secureCookies ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: config.secureCookies ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
  });
}

export function registerSecurity(app: FastifyInstance, config: Config): void {
  const applySecurityHeaders = securityHeaders(config);
  app.addHook('onRequest', (request, reply, done) => applySecurityHeaders(request.raw, reply.raw, () => done()));

  // Only JSON bodies: without a text/plain parser, such bodies are refused with 415.
  app.removeContentTypeParser('text/plain');

  // Every state-changing request, whatever its path: no spelling of a URL (percent-escapes, `//`,
  // dot segments, letter case) can reach a handler without this check, because none is consulted.
  app.addHook('onRequest', async (request) => {
    if (!SAFE_METHODS.has(request.method)) assertSameOrigin(request, config);
  });

  app.addHook('onSend', async (request, reply) => {
    if (isServerRequest(request)) void reply.header('Cache-Control', 'no-store');
  });
}
