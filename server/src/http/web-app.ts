import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { apiMessages } from '../../../domain/messages';
import { isServerRequest, normalisedPath } from './api-path';

/**
 * Serves the built web app (dist/web) on the same origin as the API. Hashed assets are cached for
 * a year; everything else (index.html, the service worker sw.js, manifest.webmanifest, the icons)
 * is revalidated every time so a new release is picked up at once. Any other
 * GET that is not an API call or a health probe (`/healthz`, `/readyz`, however spelled) gets
 * the app, so the browser's router handles /history and friends: / the page with the splash
 * (index.html), any other path — a link opened from a mail — the same page without it (app.html,
 * issue 34: the screen at once).
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const hasWebApp = existsSync(path.join(webDistDir, 'index.html'));
  const hasDeepLinkPage = existsSync(path.join(webDistDir, 'app.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // Serves the .br / .gz files written at build time (scripts/compress-web.mjs).
      preCompressed: true,
      // Cache-Control comes from setHeaders alone.
      cacheControl: false,
      setHeaders(response, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        response.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (!isServerRequest(request) && hasWebApp && (request.method === 'GET' || request.method === 'HEAD')) {
      const filePath = normalisedPath(request.url);
      // A missing file with an extension (an old asset) is a real 404, not the app.
      if (!path.extname(filePath) || filePath.endsWith('.html')) {
        const page = filePath === '/' || filePath === '/index.html' || !hasDeepLinkPage ? 'index.html' : 'app.html';
        return reply.header('Cache-Control', 'no-cache').sendFile(page, { cacheControl: false });
      }
    }
    return reply.status(404).send({ message: apiMessages.notFound });
  });
}
