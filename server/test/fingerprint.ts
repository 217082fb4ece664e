import { sql } from 'drizzle-orm';
import type { TestApp } from './harness';

/**
 * A digest of every application table's contents, to prove a refused request wrote nothing.
 * A session's idle bookkeeping (last_seen_at, idle_expires_at) is left out: reading refreshes it.
 * So is the mail queue's delivery bookkeeping: it sends an earlier request's mail in the background.
 * And so are audit records of reads: the compliance records export (a GET) is audited — who
 * exported which range is itself a record the law asks for — and changes nothing else.
 */
/** Audit actions that record a read, not a change. */
const AUDITED_READS = ['compliance.records_exported'];

export async function databaseFingerprint(testApp: TestApp): Promise<Record<string, string>> {
  const tables = await testApp.database.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const digest: Record<string, string> = {};
  for (const { table_name: table } of tables.rows) {
    const columns =
      table === 'sessions'
        ? sql.raw('sessions.token_hash, sessions.user_id, sessions.created_at, sessions.absolute_expires_at')
        : table === 'mail_queue'
          ? sql.raw('mail_queue.id, mail_queue.transfer_event_id, mail_queue.verification_id, mail_queue.created_at')
          : sql.raw(`${table}.*`);
    const reads = table === 'audit_events' ? sql`where action not in (${sql.join(AUDITED_READS.map((action) => sql`${action}`), sql`, `)})` : sql``;
    const result = await testApp.database.db.execute<{ digest: string }>(
      sql`select count(*) || ':' || md5(coalesce(string_agg(row_text, '|' order by row_text), '')) as digest
          from (select (${columns})::text as row_text from ${sql.identifier(table)} ${reads}) as rows`,
    );
    digest[table] = result.rows[0]!.digest;
  }
  return digest;
}
