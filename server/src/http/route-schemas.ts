import type { FastifyInstance } from 'fastify';

/** What a route accepts: the zod schemas of its body, query and path, as declared on it. */
export interface RouteSchemas {
  method: string;
  url: string;
  body?: unknown;
  querystring?: unknown;
  params?: unknown;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Every /api route's request schemas, collected at start-up (so a new route cannot be missed),
     * in registration order: for tests that hold every field to a rule (server/test/text-policy.test.ts).
     */
    routeSchemas: RouteSchemas[];
  }
}

export function collectRouteSchemas(app: FastifyInstance): void {
  const routes: RouteSchemas[] = [];
  app.decorate('routeSchemas', routes);
  app.addHook('onRoute', (route) => {
    const url = route.url ?? route.path;
    if (!url.startsWith('/api')) return;
    const { body, querystring, params } = route.schema ?? {};
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url, body, querystring, params });
    }
  });
}
