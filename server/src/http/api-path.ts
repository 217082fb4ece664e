import path from 'node:path';
import type { FastifyRequest } from 'fastify';

/**
 * Whether a request is for the API, decided the way the router decides where it goes. A raw-URL
 * prefix test is not enough: the router decodes `/%61pi/auth/logout` to `/api/auth/logout` and
 * runs that route. So a matched request is judged by the route it matched, and an unmatched one by
 * its decoded, normalised path (percent-escapes decoded, repeated slashes and dot segments
 * resolved, any letter case).
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  return isApiPath(route ?? normalisedPath(request.url).toLowerCase());
}

function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
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
