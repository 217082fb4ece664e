import { parseArgs } from 'node:util';
import { formatCad } from '../../../domain/format';
import { outsideVerificationSchema } from '../../../domain/schemas/compliance';
import { recordOutsideVerification } from '../compliance/verification-record-outside';
import { setAdminRole } from '../admin/admin-role';
import { systemClock } from '../clock';
import { ConfigError, loadConfig } from '../config';
import { openDatabase, runMigrations, type Database } from '../db/client';
import { runningEmbeddedUrl, startEmbeddedPostgres, type EmbeddedPostgres } from '../db/embedded-postgres';
import { recordSandboxETransfer, sandboxETransferSchema } from '../payments/sandbox';

/**
 * `npm run manage -- <command>`: operator commands against the same database the server uses:
 * DATABASE_URL when set, else the embedded database in DATA_DIR (the running server's, or started
 * here for the duration of the command).
 */

const USAGE = `Usage: npm run manage -- <command>

Commands:
  grant-admin EMAIL    give the user with this email the admin role
  revoke-admin EMAIL   take the admin role away from this user
  migrate              apply pending database migrations (for deployments with MIGRATE_ON_START=false)
  sandbox-etransfer --reference R --amount A --sender NAME --email E
                       record an incoming Interac e-Transfer in the sandbox payment provider
                       (PAYMENTS_PROVIDER=sandbox); the payment monitor matches it to the pending
                       transfer with reference code R and CAD amount A
  verify-identity EMAIL --method in-person|dual-process|credit-file --note TEXT
                       record that you verified this customer's identity outside the app (the
                       same approved verification and audit as an approval in the queue; the
                       customer is mailed); the note says what you checked
`;

interface Connection {
  database: Database;
  close(): Promise<void>;
}

async function connect(): Promise<Connection> {
  const config = loadConfig();
  let url = config.databaseUrl ?? (await runningEmbeddedUrl(config.dataDir));
  let embedded: EmbeddedPostgres | undefined;
  if (!url) {
    embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, log: { info: () => undefined, warn: console.warn } });
    url = embedded.url;
  }
  const database = openDatabase({ url, maxConnections: 2 });
  if (embedded) await runMigrations(database);
  return {
    database,
    async close() {
      await database.close();
      await embedded?.stop();
    },
  };
}

async function changeAdminRole(email: string | undefined, isAdmin: boolean): Promise<number> {
  if (!email) {
    console.error(USAGE);
    return 2;
  }
  const connection = await connect();
  try {
    const result = await setAdminRole(connection.database.db, email, isAdmin);
    if (result.status === 'no-such-user') {
      console.error(`No user has the email ${email}. They must sign up first.`);
      return 1;
    }
    const role = isAdmin ? 'is now an admin' : 'is no longer an admin';
    const already = isAdmin ? 'was already an admin' : 'was not an admin';
    console.log(`${result.email} ${result.status === 'changed' ? role : already}.`);
    return 0;
  } finally {
    await connection.close();
  }
}

async function sandboxETransfer(args: string[]): Promise<number> {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args,
      options: { reference: { type: 'string' }, amount: { type: 'string' }, sender: { type: 'string' }, email: { type: 'string' } },
      strict: true,
    }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n\n${USAGE}`);
    return 2;
  }
  const config = loadConfig();
  if (config.paymentsProvider !== 'sandbox') {
    console.error(`sandbox-etransfer needs PAYMENTS_PROVIDER=sandbox (it is ${config.paymentsProvider}).`);
    return 1;
  }
  const input = sandboxETransferSchema.safeParse(values);
  if (!input.success) {
    for (const issue of input.error.issues) console.error(issue.message);
    return 2;
  }
  const connection = await connect();
  try {
    const row = await recordSandboxETransfer(connection.database.db, systemClock, input.data);
    console.log(
      `Recorded sandbox e-Transfer ${row.transactionId}: ${formatCad(row.amount)} from ${row.senderName} <${row.senderEmail}>, ` +
        `message "${row.message}". The payment monitor matches it within ${config.paymentMonitorIntervalMs / 1000} seconds.`,
    );
    return 0;
  } finally {
    await connection.close();
  }
}

async function verifyIdentity(args: string[]): Promise<number> {
  let parsed: { values: Record<string, string | boolean | undefined>; positionals: string[] };
  try {
    parsed = parseArgs({ args, options: { method: { type: 'string' }, note: { type: 'string' } }, allowPositionals: true, strict: true });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n\n${USAGE}`);
    return 2;
  }
  const input = outsideVerificationSchema.safeParse({ ...parsed.values, email: parsed.positionals[0] });
  if (!input.success || parsed.positionals.length !== 1) {
    for (const issue of input.error?.issues ?? []) console.error(issue.message);
    if (parsed.positionals.length !== 1) console.error(`Give exactly one email.\n\n${USAGE}`);
    return 2;
  }
  const connection = await connect();
  try {
    const result = await recordOutsideVerification(connection.database.db, systemClock, input.data);
    switch (result.status) {
      case 'no-such-user':
        console.error(`No user has the email ${input.data.email}. They must sign up first.`);
        return 1;
      case 'already-verified':
        console.error(`${result.email} is already verified; nothing was recorded.`);
        return 1;
      case 'pending':
        console.error(
          `${result.email} has a verification waiting in the queue (id ${result.verificationId}): decide it there (Admin → Compliance) instead.`,
        );
        return 1;
      case 'recorded':
        console.log(`${result.email} is now verified (${input.data.method}; verification ${result.verificationId}). They will be mailed.`);
        return 0;
    }
  } finally {
    await connection.close();
  }
}

async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  switch (command) {
    case 'grant-admin':
      return changeAdminRole(rest[0], true);
    case 'revoke-admin':
      return changeAdminRole(rest[0], false);
    case 'sandbox-etransfer':
      return sandboxETransfer(rest);
    case 'verify-identity':
      return verifyIdentity(rest);
    case 'migrate': {
      const connection = await connect();
      try {
        await runMigrations(connection.database);
        console.log('The database schema is up to date.');
        return 0;
      } finally {
        await connection.close();
      }
    }
    default:
      console.error(command ? `Unknown command: ${command}\n\n${USAGE}` : USAGE);
      return 2;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
