import path from 'node:path';
import type { FastifyRequest } from 'fastify';

/** The health probes (server/src/health): the server's own answers, outside /api. */
export const PROBE_PATHS = ['/healthz', '/readyz'] as const;

/**
 * Whether a request is for the server itself (the API or a health probe) rather than the web app,
 * decided the way the router decides where it goes. Such answers are `no-store` and never the web
 * app's page. A raw-URL prefix test is not enough: the router decodes `/%61pi/auth/logout` to
 * `/api/auth/logout` and runs that route. So a matched request is judged by the route it matched,
 * and an unmatched one by its decoded, normalised path (percent-escapes decoded, repeated slashes
 * and dot segments resolved, any letter case): `/readyz/` or `/HEALTHZ` is a 404, not a page a
 * misconfigured probe would take for "ready".
 */
export function isServerRequest(request: FastifyRequest): boolean {
  const pathname = request.routeOptions.url ?? normalisedPath(request.url).toLowerCase();
  return isApiPath(pathname) || isProbePath(pathname);
}

function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

function isProbePath(pathname: string): boolean {
  const trimmed = pathname.replace(/\/+$/, '');
  return PROBE_PATHS.some((probe) => trimmed === probe || trimmed.startsWith(`${probe}/`));
}

/** The path of a request URL as a file system would read it: decoded, `//` and `..` resolved. */
export function normalisedPath(url: string): string {
  const raw = url.split('?')[0] ?? '/';
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // A malformed escape: judge the path as written.
  }
  return path.posix.normalize(`/${decoded}`);
}
