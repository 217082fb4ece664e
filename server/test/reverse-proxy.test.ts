import fs from 'node:fs/promises';
import http2 from 'node:http2';
import https from 'node:https';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, newRecipient, newSignup } from './harness';
import { nginxPorts, SITE_FILE, startNginxProxy, type NginxProxy } from './nginx-proxy';
import { projectRoot, startServerProcess, type ServerProcess } from './server-process';

/**
 * docs/deploy/nginx.conf, the reverse proxy of docs/DEPLOY.md, run for real (nginx-proxy.ts), with
 * two server processes behind it on one database, as deployed (TRUST_PROXY=true, APP_URL=https://…).
 *
 * Clients connect from other loopback addresses (127.0.0.2, …) than nginx's own connections to the
 * instances (127.0.0.1), so the address an instance records can only be the client's if it came
 * through X-Forwarded-For.
 */

const SIGNUPS_PER_IP = 3;

let proxy: NginxProxy | undefined;
let certificate: string;
let httpsPort: number;
let httpPort: number;
let origin: string;
const instances: ServerProcess[] = [];
let database: { url: string; drop(): Promise<void> } | undefined;

interface ProxyResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: any;
}

/** One https request to nginx, from a chosen loopback address, trusting only the test's certificate. */
function viaProxy(
  method: string,
  pathname: string,
  options: { from?: string; json?: unknown; headers?: Record<string, string> } = {},
): Promise<ProxyResponse> {
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  const headers: Record<string, string> = { host: `localhost:${httpsPort}`, ...options.headers };
  if (method !== 'GET' && method !== 'HEAD') headers.origin ??= origin;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return new Promise((resolve, reject) => {
    const request = https.request(
      {
        host: '127.0.0.1',
        port: httpsPort,
        servername: 'localhost',
        ca: certificate,
        localAddress: options.from ?? '127.0.0.2',
        agent: false,
        method,
        path: pathname,
        headers,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          const json = String(response.headers['content-type'] ?? '').includes('application/json') && text;
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: json ? JSON.parse(text) : text });
        });
      },
    );
    request.on('error', reject);
    if (body !== undefined) request.write(body);
    request.end();
  });
}

/** The session cookie a response set, as name=value for the next request's Cookie header. */
function sessionCookie(response: ProxyResponse): string {
  const setCookie = [response.headers['set-cookie'] ?? []].flat();
  const session = setCookie.find((cookie) => cookie.startsWith('__Host-maplerupee_session='));
  if (!session) throw new Error(`no __Host- session cookie in ${JSON.stringify(setCookie)}`);
  return session.split(';')[0]!;
}

async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: database!.url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  const ports = await nginxPorts();
  ({ httpsPort, httpPort, origin } = ports);
  database = await createTestDatabase();
  const env = {
    DATABASE_URL: database.url,
    HOST: '127.0.0.1',
    TRUST_PROXY: 'true',
    APP_URL: origin,
    SIGNUPS_PER_IP_PER_HOUR: String(SIGNUPS_PER_IP),
    LOG_LEVEL: 'info',
  };
  instances.push(...(await Promise.all([startServerProcess(env), startServerProcess(env)])));
  proxy = await startNginxProxy([instances[0]!.url, instances[1]!.url], ports);
  certificate = proxy.certificate;
}, 120_000);

afterAll(async () => {
  await proxy?.stop();
  for (const instance of instances) {
    if (instance.child.exitCode === null) {
      instance.child.kill('SIGTERM');
      await instance.exited;
    }
  }
  await database?.drop();
});

describe('docs/deploy/nginx.conf in front of two instances', () => {
  it('is the file docs/DEPLOY.md quotes, exactly', async () => {
    const deploy = await fs.readFile(path.join(projectRoot, 'docs', 'DEPLOY.md'), 'utf8');
    expect(deploy).toContain(`\`\`\`nginx\n${await fs.readFile(SITE_FILE, 'utf8')}\`\`\`\n`);
  });

  it('https requests through nginx reach both instances (each answer comes from the instance that logged it)', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) {
      const response = await viaProxy('GET', '/api/exchange-rates');
      expect(response.status).toBe(200);
      ids.push(String(response.headers['x-request-id']));
    }
    // Each instance logs one line per request with its id; stdout may lag a little.
    const deadline = Date.now() + 5_000;
    let served: number[] = [];
    do {
      served = instances.map((instance) => ids.filter((id) => instance.output().includes(id)).length);
      if (served[0]! + served[1]! === ids.length) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    } while (Date.now() < deadline);
    expect(served[0]! + served[1]!).toBe(ids.length);
    expect(served[0]).toBeGreaterThan(0);
    expect(served[1]).toBeGreaterThan(0);
  });

  it('speaks HTTP/2 to browsers that offer it (one connection for the app’s many files)', async () => {
    const session = http2.connect(origin, { ca: certificate, servername: 'localhost' });
    try {
      const answer = await new Promise<{ status: number; protocol: string | undefined; body: string }>((resolve, reject) => {
        const stream = session.request({ ':path': '/api/exchange-rates' });
        let status = 0;
        let body = '';
        stream.on('response', (headers) => (status = Number(headers[':status'])));
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => (body += chunk));
        stream.on('end', () => resolve({ status, protocol: session.alpnProtocol, body }));
        stream.on('error', reject);
      });
      expect(answer.protocol).toBe('h2');
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toHaveProperty('rate');
    } finally {
      session.close();
    }
  });

  it('plain http is redirected to https', async () => {
    const response = await new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
      const request = net.connect(httpPort, '127.0.0.1', () => {
        request.write(`GET /history HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
      });
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => resolve({ status: Number(text.split(' ')[1]), location: /\r\nLocation: (\S+)/i.exec(text)?.[1] }));
      request.on('error', reject);
    });
    expect(response.status).toBe(301);
    expect(response.location).toBe('https://localhost/history');
  });

  it('sign-up and sign-in through the proxy set a Secure __Host- cookie, and the session works on every instance', async () => {
    const signup = newSignup();
    const created = await viaProxy('POST', '/api/auth/signup', { json: signup });
    expect(created.status).toBe(201);
    const setCookie = String([created.headers['set-cookie']].flat()[0]);
    expect(setCookie).toMatch(/^__Host-maplerupee_session=[^;]+;/);
    expect(setCookie).toMatch(/; Secure/);
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; Path=\//);
    expect(setCookie).toMatch(/; SameSite=Lax/);
    expect(created.headers['strict-transport-security']).toMatch(/max-age=31536000/);

    const signedIn = await viaProxy('POST', '/api/auth/login', { json: { email: signup.email, password: signup.password } });
    expect(signedIn.status).toBe(200);
    const cookie = sessionCookie(signedIn);
    for (let i = 0; i < 4; i++) {
      const me = await viaProxy('GET', '/api/auth/me', { headers: { cookie } });
      expect(me.status).toBe(200);
      expect(me.body.email).toBe(signup.email);
      expect(me.headers['cache-control']).toBe('no-store');
    }
  });

  it('a change with the proxy’s origin passes the same-origin check; a foreign origin gets 403 and writes nothing', async () => {
    const signedUp = await viaProxy('POST', '/api/auth/signup', { json: newSignup(), from: '127.0.0.5' });
    const cookie = sessionCookie(signedUp);
    const forged = await viaProxy('POST', '/api/recipients', { json: newRecipient(), headers: { cookie, origin: 'https://evil.example' }, from: '127.0.0.5' });
    expect(forged.status).toBe(403);
    expect(forged.body).toEqual({ message: 'Cross-origin requests are not allowed.' });
    expect((await viaProxy('GET', '/api/recipients', { headers: { cookie } })).body).toEqual([]);
    const own = await viaProxy('POST', '/api/recipients', { json: newRecipient(), headers: { cookie }, from: '127.0.0.5' });
    expect(own.status).toBe(201);
    expect((await viaProxy('GET', '/api/recipients', { headers: { cookie } })).body).toHaveLength(1);
  });

  it('the instances see the client’s address from X-Forwarded-For, and a client cannot forge it', async () => {
    const emails: string[] = [];
    const statuses: number[] = [];
    for (let i = 0; i <= SIGNUPS_PER_IP; i++) {
      const signup = newSignup();
      emails.push(signup.email);
      // Each with a different forged X-Forwarded-For: nginx replaces it with the real address.
      const response = await viaProxy('POST', '/api/auth/signup', { json: signup, from: '127.0.0.3', headers: { 'x-forwarded-for': `203.0.113.${i + 1}` } });
      statuses.push(response.status);
    }
    // The per-address sign-up limit counts 127.0.0.3, not the proxy (127.0.0.1) nor the forged addresses.
    expect(statuses).toEqual([...Array<number>(SIGNUPS_PER_IP).fill(201), 429]);
    expect((await viaProxy('POST', '/api/auth/signup', { json: newSignup(), from: '127.0.0.4' })).status).toBe(201);

    const recorded = await query<{ ip: string }>(
      'select distinct s.ip from sessions s join users u on u.id = s.user_id where u.email = any($1)',
      [emails],
    );
    expect(recorded).toEqual([{ ip: '127.0.0.3' }]);
  });

  it('/readyz and /healthz answer through the proxy; with one instance stopped, requests still succeed', async () => {
    const ready = await viaProxy('GET', '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready' });
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.headers['content-security-policy']).toContain("script-src 'self'");
    expect((await viaProxy('GET', '/healthz')).body).toEqual({ status: 'ok' });

    // A rolling restart: one instance stops (SIGTERM: it finishes what it has and closes).
    const stopped = instances[1]!;
    stopped.child.kill('SIGTERM');
    expect(await stopped.exited).toBe(0);
    for (let i = 0; i < 6; i++) {
      expect((await viaProxy('GET', '/readyz')).status).toBe(200);
      expect((await viaProxy('GET', '/api/exchange-rates')).status).toBe(200);
    }
  });
});
