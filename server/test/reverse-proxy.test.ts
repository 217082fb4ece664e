import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, newRecipient, newSignup } from './harness';
import { freePort, projectRoot, startServerProcess, type ServerProcess } from './server-process';

/**
 * docs/deploy/nginx.conf, the reverse proxy of docs/DEPLOY.md, run for real: Debian's nginx with
 * that very file (only its addresses, ports and certificate paths substituted), https with a
 * certificate made here by openssl, and two server processes behind it on one database, as
 * deployed (TRUST_PROXY=true, APP_URL=https://…).
 *
 * Clients connect from other loopback addresses (127.0.0.2, …) than nginx's own connections to the
 * instances (127.0.0.1), so the address an instance records can only be the client's if it came
 * through X-Forwarded-For.
 */

const execFileAsync = promisify(execFile);
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const SITE_FILE = path.join(projectRoot, 'docs', 'deploy', 'nginx.conf');
const SIGNUPS_PER_IP = 3;

let workDir: string;
let certificate: string;
let httpsPort: number;
let httpPort: number;
let origin: string;
let nginx: ChildProcess | undefined;
let nginxOutput = '';
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

/** Replaces `from` exactly `count` times, so a change to the documented file cannot slip past the test. */
function substitute(text: string, from: string, to: string, count: number): string {
  const found = text.split(from).length - 1;
  if (found !== count) throw new Error(`${SITE_FILE}: expected "${from}" ${count} time(s), found ${found}; update this test with the file`);
  return text.split(from).join(to);
}

async function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    if (nginx?.exitCode !== null || Date.now() > deadline) throw new Error(`nginx did not start:\n${nginxOutput}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
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
  if (!existsSync(NGINX)) {
    throw new Error(
      `nginx is not installed (${NGINX}): this test runs docs/deploy/nginx.conf in a real nginx. ` +
        'Install it with `apt-get install -y nginx-light` (bash .ci/run does), or set NGINX_PATH.',
    );
  }
  workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'maplerupee-nginx-'));
  // nginx's workers run unprivileged when it is started as root: let them reach their temp folders.
  await fs.chmod(workDir, 0o755);
  const certFile = path.join(workDir, 'cert.pem');
  const keyFile = path.join(workDir, 'key.pem');
  await execFileAsync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
    '-keyout', keyFile, '-out', certFile, '-days', '1', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost',
  ]);
  certificate = await fs.readFile(certFile, 'utf8');

  [httpsPort, httpPort] = [await freePort(), await freePort()];
  origin = `https://localhost:${httpsPort}`;
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

  let site = await fs.readFile(SITE_FILE, 'utf8');
  site = substitute(site, 'server 10.0.0.11:3000 ', `server 127.0.0.1:${new URL(instances[0]!.url).port} `, 1);
  site = substitute(site, 'server 10.0.0.12:3000 ', `server 127.0.0.1:${new URL(instances[1]!.url).port} `, 1);
  site = substitute(site, 'listen 80;', `listen 127.0.0.1:${httpPort};`, 1);
  site = substitute(site, 'listen 443 ssl;', `listen 127.0.0.1:${httpsPort} ssl;`, 1);
  site = substitute(site, 'server_name maplerupee.example;', 'server_name localhost;', 2);
  site = substitute(site, '/etc/letsencrypt/live/maplerupee.example/fullchain.pem', certFile, 1);
  site = substitute(site, '/etc/letsencrypt/live/maplerupee.example/privkey.pem', keyFile, 1);
  const live = site.split('\n').filter((line) => !line.trim().startsWith('#'));
  expect(live.filter((line) => /10\.0\.0\.|maplerupee\.example|letsencrypt/.test(line)), 'placeholders left in the site file').toEqual([]);
  await fs.writeFile(path.join(workDir, 'maplerupee.conf'), site);

  // What /etc/nginx/nginx.conf provides around conf.d/*.conf, with every path in the work folder.
  await fs.writeFile(
    path.join(workDir, 'nginx.conf'),
    [
      'worker_processes 1;',
      `pid ${workDir}/nginx.pid;`,
      `error_log ${workDir}/error.log warn;`,
      'events { worker_connections 256; }',
      'http {',
      `  access_log ${workDir}/access.log;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${workDir}/${kind}_temp;`),
      `  include ${workDir}/maplerupee.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  const args = ['-p', workDir, '-c', path.join(workDir, 'nginx.conf'), '-e', path.join(workDir, 'error.log')];
  await execFileAsync(NGINX, [...args, '-t']).catch(async (error: { stderr?: string }) => {
    throw new Error(`nginx -t refused the configuration:\n${error.stderr ?? ''}${await fs.readFile(path.join(workDir, 'error.log'), 'utf8').catch(() => '')}`);
  });
  nginx = spawn(NGINX, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  nginx.stdout!.on('data', (chunk: Buffer) => (nginxOutput += chunk.toString()));
  nginx.stderr!.on('data', (chunk: Buffer) => (nginxOutput += chunk.toString()));
  await waitForPort(httpsPort, 10_000);
}, 120_000);

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx!.once('exit', resolve));
    nginx.kill('SIGQUIT');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    if (nginx.exitCode === null) nginx.kill('SIGKILL');
  }
  for (const instance of instances) {
    if (instance.child.exitCode === null) {
      instance.child.kill('SIGTERM');
      await instance.exited;
    }
  }
  await database?.drop();
  if (workDir) await fs.rm(workDir, { recursive: true, force: true });
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
