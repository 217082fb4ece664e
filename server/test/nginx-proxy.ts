import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort, projectRoot } from './server-process';

/**
 * docs/deploy/nginx.conf run for real, for the reverse-proxy test and the benchmarks: Debian's nginx
 * with that very file (only its addresses, ports and certificate paths substituted) and https with
 * a certificate made here by openssl.
 */

const execFileAsync = promisify(execFile);
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const SITE_FILE = path.join(projectRoot, 'docs', 'deploy', 'nginx.conf');

export interface NginxProxy {
  /** https://localhost:<port>. */
  origin: string;
  httpsPort: number;
  httpPort: number;
  /** The certificate nginx presents (PEM), to trust it in a client. */
  certificate: string;
  /** What nginx printed and logged as errors. */
  output(): Promise<string>;
  stop(): Promise<void>;
}

export function nginxInstalled(): boolean {
  return existsSync(NGINX);
}

/** Replaces `from` exactly `count` times, so a change to the documented file cannot slip past its users. */
function substitute(text: string, from: string, to: string, count: number): string {
  const found = text.split(from).length - 1;
  if (found !== count) throw new Error(`${SITE_FILE}: expected "${from}" ${count} time(s), found ${found}; update server/test/nginx-proxy.ts with the file`);
  return text.split(from).join(to);
}

async function waitForPort(port: number, nginx: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
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
    if (nginx.exitCode !== null || Date.now() > deadline) throw new Error(`nginx did not start:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Two free ports for nginx (https, http): the instances behind it are told its origin before it starts. */
export async function nginxPorts(): Promise<{ httpsPort: number; httpPort: number; origin: string }> {
  const [httpsPort, httpPort] = [await freePort(), await freePort()];
  return { httpsPort, httpPort, origin: `https://localhost:${httpsPort}` };
}

/** nginx with the deployment's site file in front of two instances (`upstreams`: their http://host:port URLs). */
export async function startNginxProxy(
  upstreams: readonly [string, string],
  ports?: { httpsPort: number; httpPort: number },
): Promise<NginxProxy> {
  const { httpsPort, httpPort } = ports ?? (await nginxPorts());
  if (!nginxInstalled()) {
    throw new Error(
      `nginx is not installed (${NGINX}): docs/deploy/nginx.conf runs in a real nginx. ` +
        'Install it with `apt-get install -y nginx-light` (bash .ci/run does), or set NGINX_PATH.',
    );
  }
  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'maplerupee-nginx-'));
  // nginx's workers run unprivileged when it is started as root: let them reach their temp folders.
  await fs.chmod(workDir, 0o755);
  const certFile = path.join(workDir, 'cert.pem');
  const keyFile = path.join(workDir, 'key.pem');
  await execFileAsync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
    '-keyout', keyFile, '-out', certFile, '-days', '1', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost',
  ]);
  const certificate = await fs.readFile(certFile, 'utf8');

  let site = await fs.readFile(SITE_FILE, 'utf8');
  site = substitute(site, 'server 10.0.0.11:3000 ', `server 127.0.0.1:${new URL(upstreams[0]).port} `, 1);
  site = substitute(site, 'server 10.0.0.12:3000 ', `server 127.0.0.1:${new URL(upstreams[1]).port} `, 1);
  site = substitute(site, 'listen 80;', `listen 127.0.0.1:${httpPort};`, 1);
  site = substitute(site, 'listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`, 1);
  site = substitute(site, 'server_name maplerupee.example;', 'server_name localhost;', 2);
  site = substitute(site, '/etc/letsencrypt/live/maplerupee.example/fullchain.pem', certFile, 1);
  site = substitute(site, '/etc/letsencrypt/live/maplerupee.example/privkey.pem', keyFile, 1);
  const left = site.split('\n').filter((line) => !line.trim().startsWith('#') && /10\.0\.0\.|maplerupee\.example|letsencrypt/.test(line));
  if (left.length > 0) throw new Error(`placeholders left in the site file: ${left.join('; ')}`);
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
  let output = '';
  const nginx = spawn(NGINX, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  nginx.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  nginx.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx.once('exit', resolve));
      nginx.kill('SIGQUIT');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (nginx.exitCode === null) nginx.kill('SIGKILL');
    }
    await fs.rm(workDir, { recursive: true, force: true });
  };
  try {
    await waitForPort(httpsPort, nginx, () => output, 10_000);
  } catch (error) {
    await stop();
    throw error;
  }
  const errors = () => fs.readFile(path.join(workDir, 'error.log'), 'utf8').catch(() => '');
  return { origin: `https://localhost:${httpsPort}`, httpsPort, httpPort, certificate, output: async () => `${output}${await errors()}`, stop };
}
