import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteTransfer } from '../../domain/quote';
import { newRecipient, signedUpClient, startTestApp, type TestApp } from './harness';
import { projectRoot } from './server-process';

/**
 * Promise 9 of SECURITY.md (history): the audit log and transfer timelines cannot be rewritten or
 * erased — not by the application's code, not by anyone through the database (triggers), and not
 * by the application's database role when set up as docs/database-roles.sql describes.
 */

const role = `maplerupee_app_${randomBytes(4).toString('hex')}`;
const rolePassword = randomBytes(12).toString('hex');
let ownerUrl = '';
let testApp: TestApp;

async function query(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  const script = await fs.readFile(path.join(projectRoot, 'docs', 'database-roles.sql'), 'utf8');
  testApp = await startTestApp({
    env: { MIGRATE_ON_START: 'false' },
    prepareDatabase: async (url) => {
      ownerUrl = url;
      await query(url, script.replaceAll('maplerupee_app', role));
      await query(url, `alter role ${role} password '${rolePassword}'`);
      const appUrl = new URL(url);
      appUrl.username = role;
      appUrl.password = rolePassword;
      return appUrl.toString();
    },
  });
});
afterAll(async () => {
  await testApp.close();
  const admin = new URL(ownerUrl);
  admin.pathname = '/postgres';
  await query(admin.toString(), `drop role if exists ${role}`);
});

describe('audit_events and transfer_events are append-only', () => {
  it('the application works as the least-privilege role and writes audit rows', async () => {
    const { client } = await signedUpClient(testApp);
    const recipient = await client.post('/api/recipients', newRecipient());
    expect(recipient.status).toBe(201);
    const transfer = await client.post('/api/transfers', { ...quoteTransfer({ cadAmount: '100', currentRate: '63' }), recipientId: recipient.body.id });
    expect(transfer.status).toBe(201);
    const audit = await query(ownerUrl, "select count(*)::int as n from audit_events where action = 'auth.signup'");
    expect(audit.rows[0].n).toBeGreaterThan(0);
  });

  it('as that role, /readyz can read the migrations journal (and is ready) but the role cannot change it', async () => {
    const ready = await testApp.client().get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready' });
    const appUrl = new URL(ownerUrl);
    appUrl.username = role;
    appUrl.password = rolePassword;
    await expect(query(appUrl.toString(), 'delete from drizzle.__drizzle_migrations')).rejects.toThrow(/permission denied/);
  });

  it('the application role may insert and read history but not update, delete or truncate it', async () => {
    const appUrl = new URL(ownerUrl);
    appUrl.username = role;
    appUrl.password = rolePassword;
    const url = appUrl.toString();
    await query(url, "insert into audit_events (action) values ('test.insert')");
    expect((await query(url, 'select count(*)::int as n from audit_events')).rows[0].n).toBeGreaterThan(0);
    for (const statement of ['update audit_events set action = $$x$$', 'delete from audit_events', 'truncate audit_events', 'update transfer_events set reason = $$x$$', 'delete from transfer_events', 'truncate transfer_events']) {
      await expect(query(url, statement), statement).rejects.toThrow(/permission denied/);
    }
  });

  it('even the owner cannot update, delete or truncate the audit log or a transfer timeline (triggers)', async () => {
    expect((await query(ownerUrl, 'select count(*)::int as n from transfer_events')).rows[0].n).toBeGreaterThan(0);
    for (const table of ['audit_events', 'transfer_events']) {
      await expect(query(ownerUrl, `update ${table} set created_at = now()`)).rejects.toThrow(`${table} is append-only`);
      await expect(query(ownerUrl, `delete from ${table}`)).rejects.toThrow(`${table} is append-only`);
      await expect(query(ownerUrl, `truncate ${table} cascade`)).rejects.toThrow(`${table} is append-only`);
    }
  });

  it('no application code updates or deletes audit rows', async () => {
    const offending: string[] = [];
    async function scan(dir: string) {
      for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) await scan(full);
        else if (entry.name.endsWith('.ts')) {
          const text = await fs.readFile(full, 'utf8');
          if (/\.(update|delete)\(\s*(auditEvents|transferEvents)\b/.test(text) || /(update|delete\s+from)\s+"?(audit_events|transfer_events)/i.test(text)) {
            offending.push(path.relative(projectRoot, full));
          }
        }
      }
    }
    await scan(path.join(projectRoot, 'server', 'src'));
    // The one exception (SECURITY.md promise 9): the records purge deletes the transfer events of
    // closed accounts past their 5-year retention, never audit rows (account-close.test.ts).
    expect(offending).toEqual(['server/src/compliance/records-purge.ts']);
    const purge = await fs.readFile(path.join(projectRoot, 'server/src/compliance/records-purge.ts'), 'utf8');
    expect(purge).not.toMatch(/\.(update|delete)\(\s*auditEvents\b|(update|delete\s+from)\s+"?audit_events/i);
  });
});
