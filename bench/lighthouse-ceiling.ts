import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { build } from 'vite';
import { runLighthouseCeiling, type LighthouseReport } from './frontend';
import { onEachPhoneRoute } from './phone-routes';

/**
 * Lighthouse's ceiling on this machine, measured in the same run as the app's screens, as the bare
 * Fastify route is for the endpoints (docs/PERFORMANCE.md § Lighthouse on the send screen): a bare
 * React page (bench/lighthouse-ceiling/) with a static splash like ours, painted before React
 * loads, built for production and served compressed over http/1.1 with our server's security
 * headers. What it scores is what Chromium, Lighthouse and this machine leave to any such page;
 * what our screens score below it is our page's own work.
 */
async function startLighthouseCeiling(securityHeaders: Record<string, string>): Promise<{ url: string; stop(): Promise<void> }> {
  const outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'maplerupee-lighthouse-ceiling-'));
  await build({
    configFile: false,
    root: path.join(import.meta.dirname, 'lighthouse-ceiling'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  // Compressed once, as our server serves its precompressed files (scripts/compress-web.mjs).
  const files = new Map<string, Buffer>();
  for (const name of await fs.readdir(outDir, { recursive: true })) {
    const file = path.join(outDir, name);
    if ((await fs.stat(file)).isFile()) files.set(`/${name.split(path.sep).join('/')}`, zlib.brotliCompressSync(await fs.readFile(file)));
  }
  const server = http.createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://ceiling').pathname;
    const name = pathname === '/' ? '/index.html' : pathname;
    const body = files.get(name);
    if (!body) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      ...securityHeaders,
      'content-type': name.endsWith('.html') ? 'text/html; charset=utf-8' : 'text/javascript; charset=utf-8',
      'content-encoding': 'br',
      'cache-control': name === '/index.html' ? 'no-cache' : 'public, max-age=31536000, immutable',
    });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the ceiling page has no port');
  return {
    url: `http://127.0.0.1:${address.port}/`,
    stop: async () => {
      await new Promise((resolve) => server.close(resolve));
      await fs.rm(outDir, { recursive: true, force: true });
    },
  };
}

/**
 * The security headers our server sends with its pages (server/src/http/security.ts). They are not
 * free: with Cross-Origin-Opener-Policy the browser commits the page in a new browsing context
 * group, a task of 48–65 ms here against 23–34 ms with any other of them alone (four Lighthouse
 * runs each), which Lighthouse counts as blocking when it ends after the splash's first paint.
 */
const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

async function securityHeadersOf(serverUrl: string): Promise<Record<string, string>> {
  const response = await fetch(serverUrl);
  await response.arrayBuffer();
  return Object.fromEntries(SECURITY_HEADERS.flatMap((name) => (response.headers.has(name) ? [[name, response.headers.get(name)!]] : [])));
}

/**
 * The ceiling page built, served with the security headers of the server at `serverUrl`, and
 * measured (the median of Lighthouse's runs, as for the screens).
 */
export async function measureLighthouseCeiling(serverUrl: string, label = 'run'): Promise<LighthouseReport> {
  return withCeilingPage(serverUrl, (url) => runLighthouseCeiling(url, label));
}

/**
 * The ceiling page on each route a phone takes to the screens (bench/phone-routes.ts): straight
 * over http/1.1 and, where nginx is installed, through the deployment's proxy (https, HTTP/2, a
 * third process on the same cores), so the screens on each route are judged against a bare page
 * on the same one.
 */
export async function measureLighthouseCeilingOnEachRoute(
  serverUrl: string,
  label: string,
  report: (routeName: string, ceiling: LighthouseReport) => void,
): Promise<void> {
  await withCeilingPage(serverUrl, (url) =>
    onEachPhoneRoute(url, async (route) => report(route.name, await runLighthouseCeiling(route.url, `${label}-${route.name}`))),
  );
}

/** The ceiling page served with the security headers of the server at `serverUrl` while `use` runs. */
async function withCeilingPage<T>(serverUrl: string, use: (url: string) => Promise<T>): Promise<T> {
  const page = await startLighthouseCeiling(await securityHeadersOf(serverUrl));
  try {
    return await use(page.url);
  } finally {
    await page.stop();
  }
}

export function describeLighthouseReport(report: LighthouseReport): string {
  return `${report.performance} (runs ${report.runs.join(', ')}), LCP ${report.lcpMs} ms (${report.lcpElement}), TBT ${report.tbtMs} ms, accessibility ${report.accessibility}`;
}
