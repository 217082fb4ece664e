import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import { apiMessages } from '../../../domain/messages';
import type { Config } from '../config';
import { isServerRequest } from './api-path';
import { AppError } from './errors';
import { answerLanguage } from '../i18n/request-locale';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A state-changing request must come from our own pages: its Origin is APP_URL's (config
 * allowedOrigins); without an Origin, the browser's Sec-Fetch-Site must not say cross-site. The
 * request's own Host is never trusted for it: a DNS-rebinding page (evil.example resolving to this
 * server) sends an Origin equal to its Host (issue 32). Bodies are accepted only as
 * application/json (other content types are refused with 415), so a plain HTML form on another
 * site cannot submit one either.
 */
function assertSameOrigin(request: FastifyRequest, config: Config): void {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    if (!config.allowedOrigins.includes(origin)) throw new AppError('cross_origin', apiMessages.crossOrigin);
    return;
  }
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') {
    throw new AppError('cross_origin', apiMessages.crossOrigin);
  }
}

/**
 * Security headers as helmet writes them, computed once at start-up: none depends on the request,
 * so each answer gets the same object through Fastify's own headers instead of helmet running and
 * calling setHeader a dozen times per request. (@fastify/helmet even rebuilt the middleware —
 * parsing the whole policy — on every request.)
 */
function securityHeaders(config: Config): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let finished = false;
  helmetMiddleware(config)({} as IncomingMessage, recorder as unknown as ServerResponse, () => (finished = true));
  if (!finished || Object.keys(headers).length === 0) throw new Error('helmet did not produce the security headers');
  return headers;
}

function helmetMiddleware(config: Config) {
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
  const headers = securityHeaders(config);

  // Only JSON bodies: without a text/plain parser, such bodies are refused with 415.
  app.removeContentTypeParser('text/plain');

  // Callback hooks, not async ones: every request passes here, and a promise per hook per request
  // showed in the profile of the cheapest routes.
  app.addHook('onRequest', (request, reply, done) => {
    void reply.headers(headers);
    // Every state-changing request, whatever its path: no spelling of a URL (percent-escapes, `//`,
    // dot segments, letter case) can reach a handler without this check, because none is consulted.
    if (!SAFE_METHODS.has(request.method)) {
      try {
        assertSameOrigin(request, config);
      } catch (error) {
        done(error as Error);
        return;
      }
    }
    done();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    void reply.header('X-Request-Id', request.id);
    if (isServerRequest(request)) {
      // Never stored, unless the route said how its answer may be (GET /api/ifsc/:code: data that changes only with a release).
      if (!reply.hasHeader('Cache-Control')) void reply.header('Cache-Control', 'no-store');
      // A document written in another language than the request's (a receipt, in the account's) says so itself.
      if (!reply.hasHeader('Content-Language')) void reply.header('Content-Language', answerLanguage());
    }
    done(null, payload);
  });
}
