import { nginxInstalled, startNginxProxy } from '../server/test/nginx-proxy';

export interface PhoneRoute {
  name: string;
  url: string;
  /** What the proxy logged, if there is one. */
  log(): Promise<string>;
  stop(): Promise<void>;
}

/**
 * How a phone reaches the server in the browser scenarios (deep-link, lighthouse): straight
 * (http/1.1, as the load scenarios) and, where nginx is installed, through the deployment's proxy
 * (docs/deploy/nginx.conf: https and HTTP/2, as a customer reaches it). Over http/1.1 a browser
 * fetches six files at a time, and the signed-in screens are ~50–70 small ones.
 */
export async function phoneRoutes(serverUrl: string): Promise<PhoneRoute[]> {
  const routes: PhoneRoute[] = [{ name: 'http/1.1 to the server', url: serverUrl, log: async () => '', stop: async () => undefined }];
  if (nginxInstalled()) {
    const proxy = await startNginxProxy([serverUrl, serverUrl]);
    routes.push({ name: 'https + HTTP/2 through nginx', url: proxy.origin, log: proxy.output, stop: proxy.stop });
  }
  return routes;
}

/** Runs `measure` on every route, stopping every route's proxy whatever happens. */
export async function onEachPhoneRoute(serverUrl: string, measure: (route: PhoneRoute) => Promise<void>): Promise<void> {
  const routes = await phoneRoutes(serverUrl);
  try {
    for (const route of routes) {
      try {
        await measure(route);
      } catch (error) {
        console.log(await route.log());
        throw error;
      }
    }
  } finally {
    for (const route of routes) await route.stop();
  }
}
