import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';

/**
 * The plan check: PostgreSQL's auto_explain logs the plan of every statement the server runs while
 * each scenario is replayed, and the log is searched for a sequential scan of transfers. These are
 * the real plans of the real queries, not EXPLAINs of copies.
 */
export async function withPlanLogging<T>(adminUrl: string, run: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  const set = async (enabled: boolean) => {
    if (enabled) {
      await client.query(`alter system set session_preload_libraries = 'auto_explain'`);
      await client.query('alter system set auto_explain.log_min_duration = 0');
      await client.query('alter system set auto_explain.log_nested_statements = on');
    } else {
      await client.query('alter system reset session_preload_libraries');
      await client.query('alter system reset auto_explain.log_min_duration');
      await client.query('alter system reset auto_explain.log_nested_statements');
    }
    await client.query('select pg_reload_conf()');
  };
  try {
    await set(true);
    return await run();
  } finally {
    await set(false);
    await client.end();
  }
}

export interface PlanFinding {
  statements: number;
  seqScansOfTransfers: string[];
}

/** Reads the PostgreSQL log written since `fromByte` and finds sequential scans of transfers. */
export async function planFindings(logDir: string, fromByte: number): Promise<PlanFinding> {
  const file = path.join(logDir, 'postgresql.log');
  if (!existsSync(file)) return { statements: 0, seqScansOfTransfers: [] };
  const text = (await fs.readFile(file)).subarray(fromByte).toString('utf8');
  const plans = text.split(/LOG:\s+duration: [\d.]+ ms\s+plan:/).slice(1);
  const seqScansOfTransfers = plans
    .filter((plan) => /Seq Scan on transfers\b/.test(plan))
    .map((plan) => (/Query Text: ([^\n]*)/.exec(plan)?.[1] ?? plan).slice(0, 200));
  return { statements: plans.length, seqScansOfTransfers };
}

export async function logSize(logDir: string | undefined): Promise<number> {
  if (!logDir) return 0;
  const file = path.join(logDir, 'postgresql.log');
  return existsSync(file) ? (await fs.stat(file)).size : 0;
}
