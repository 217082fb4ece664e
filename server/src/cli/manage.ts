import { provideAllTexts } from '../../../domain/texts/all-texts';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { formatCad } from '../../../domain/format';
import { outsideVerificationSchema } from '../../../domain/schemas/compliance';
import { recordOutsideVerification } from '../compliance/verification-record-outside';
import { isCalendarDate } from '../../../domain/schemas/common';
import { setAdminRole } from '../admin/admin-role';
import { applyPurge, planPurge, PurgeRefused, type PurgePlan } from '../compliance/records-purge';
import { importSanctions, parseSanctionsCsv, SanctionsFileError, type CommandOrigin } from '../compliance/sanctions-import';
import { systemClock } from '../clock';
import { ConfigError, loadConfig } from '../config';
import { openDatabase, runMigrations, type Database } from '../db/client';
import { runningEmbeddedUrl, startEmbeddedPostgres, type EmbeddedPostgres } from '../db/embedded-postgres';
import { createLogger } from '../logger';
import { recordSandboxETransfer, sandboxETransferSchema } from '../payments/sandbox';
import { cancelOverdueTransfers } from '../transfers/cancel-overdue-transfers';

/**
 * `npm run manage -- <command>`: operator commands against the same database the server uses:
 * DATABASE_URL when set, else the embedded database in DATA_DIR (the running server's, or started
 * here for the duration of the command).
 */

const USAGE = `Usage: npm run manage -- <command>

Commands:
  grant-admin EMAIL    give the user with this email the admin role (they add a second factor at
                       their first sign-in to the admin desk)
  revoke-admin EMAIL   take the admin role away from this user
  migrate              apply pending database migrations (for deployments with MIGRATE_ON_START=false)
  sandbox-etransfer --reference R --amount A --sender NAME --email E
                       record an incoming Interac e-Transfer in the sandbox payment provider
                       (PAYMENTS_PROVIDER=sandbox); the payment monitor matches it to the pending
                       transfer with reference code R and CAD amount A
  verify-identity EMAIL --method in-person|dual-process|credit-file --note TEXT [--name "LEGAL NAME"]
                       record that you verified this customer's identity outside the app (the
                       same approved verification and audit as an approval in the queue; the
                       customer is mailed); the note says what you checked. It fixes their legal
                       name: --name, else the account's name. For a customer already verified,
                       --name with a new name records a change of name (a new verification)
  import-sanctions FILE.csv
                       load sanctions lists from a CSV file with the header row
                       name,aliases,date_of_birth,country,list_name,entry_id (aliases separated by ;);
                       each list named in the file replaces that list's entries
  cancel-unpaid        cancel now the pending transfers with no payment recorded UNPAID_CANCEL_HOURS (72)
                       hours or more after they were made, as the server does every payment-monitor
                       period; their customers are mailed by the running server
  purge-records [--before YYYY-MM-DD] [--apply]
                       list the closed accounts whose records are past their 5-year retention (closed,
                       and everything in them, before the cutoff day); --apply deletes them in one
                       transaction (run it as the database owner); --before sets an earlier cutoff
`;

interface Connection {
  database: Database;
  appUrl: string;
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
    appUrl: config.appUrl,
    async close() {
      await database.close();
      await embedded?.stop();
    },
  };
}

/** What grant-admin tells the new operator (issue 18): the desk needs a second factor, added at the first sign-in. */
function addSecondFactorNotice(appUrl: string): string {
  const desk = new URL('/admin', appUrl).toString();
  return [
    'They must add a second factor at their first sign-in to the admin desk: sign in, open the Admin tab',
    `(${desk}) and add a passkey or set up an authenticator app when asked. Until then, and 12 hours`,
    'after each use of it, every admin call is refused (403 second_factor_required); a password alone',
    'never opens the desk.',
  ].join('\n');
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
    if (isAdmin) console.log(addSecondFactorNotice(connection.appUrl));
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
    parsed = parseArgs({ args, options: { method: { type: 'string' }, note: { type: 'string' }, name: { type: 'string' } }, allowPositionals: true, strict: true });
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
        console.error(`${result.email} is already verified; nothing was recorded. To change their verified name, give the new one with --name.`);
        return 1;
      case 'pending':
        console.error(
          `${result.email} has a verification waiting in the queue (id ${result.verificationId}): decide it there (Admin → Compliance) instead.`,
        );
        return 1;
      case 'recorded':
        console.log(`${result.email} is now verified as ${result.legalName} (${input.data.method}; verification ${result.verificationId}). They will be mailed.`);
        return 0;
      case 'name-changed':
        console.log(`${result.email}'s verified name is now ${result.legalName} (was ${result.previousName}; verification ${result.verificationId}). They will be mailed.`);
        return 0;
    }
  } finally {
    await connection.close();
  }
}

/** Who runs a command, for the audit log: a manage command has no signed-in user. */
function commandOrigin(file?: string): CommandOrigin {
  let operator = process.env.USER ?? 'unknown';
  try {
    operator = os.userInfo().username;
  } catch {
    // No passwd entry for this uid (some containers): keep $USER.
  }
  return { operator: `${operator}@${os.hostname()}`, ...(file ? { file } : {}) };
}

async function importSanctionsFile(args: string[]): Promise<number> {
  const [file, ...extra] = args;
  if (!file || extra.length > 0) {
    console.error(USAGE);
    return 2;
  }
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    console.error(`Cannot read ${file}: ${error instanceof Error ? error.message : error}`);
    return 1;
  }
  let entries;
  try {
    entries = parseSanctionsCsv(text);
  } catch (error) {
    if (error instanceof SanctionsFileError) {
      console.error(`${file} was not imported. ${error.message}`);
      return 1;
    }
    throw error;
  }
  const connection = await connect();
  try {
    const lists = await importSanctions(connection.database.db, entries, commandOrigin(path.resolve(file)), new Date());
    console.log(`Imported ${entries.length} sanctions ${entries.length === 1 ? 'entry' : 'entries'} from ${file}.`);
    for (const list of lists) console.log(`  ${list.listName}: ${list.imported} entries (replacing ${list.replaced})`);
    return 0;
  } finally {
    await connection.close();
  }
}

async function cancelUnpaid(): Promise<number> {
  const config = loadConfig();
  if (config.unpaidCancelHours === undefined) {
    console.error('UNPAID_CANCEL_HOURS is off: unpaid transfers are not cancelled automatically.');
    return 1;
  }
  const connection = await connect();
  try {
    const run = await cancelOverdueTransfers({ db: connection.database.db, clock: systemClock, config, log: createLogger('error') });
    if (run.skipped === 'monitor') {
      console.error('Nothing was cancelled: the payment monitor has not run successfully lately (is a server running, and its provider answering?).');
      return 1;
    }
    const count = run.cancelled.length;
    console.log(`Cancelled ${count} ${count === 1 ? 'transfer' : 'transfers'} left unpaid ${config.unpaidCancelHours} hours or more.`);
    return 0;
  } finally {
    await connection.close();
  }
}

function printPlan(plan: PurgePlan, applied: boolean): void {
  const { candidates, cutoffDate } = plan;
  if (candidates.length === 0) {
    console.log(`No closed account has records past retention (everything before ${cutoffDate}). Nothing ${applied ? 'was' : 'would be'} deleted.`);
    return;
  }
  console.log(`${applied ? 'Deleted' : 'Would delete'} the records of ${candidates.length} closed ${candidates.length === 1 ? 'account' : 'accounts'} (closed, and last active, before ${cutoffDate}):`);
  for (const account of candidates) {
    const last = account.lastTransferAt ? account.lastTransferAt.toISOString().slice(0, 10) : 'none';
    console.log(
      `  user ${account.userId} ${applied ? '' : `<${account.email}> `}closed ${account.closedAt.toISOString().slice(0, 10)}, last transfer ${last}: ` +
        `${account.transfers} transfers, ${account.events} events, ${account.recipients} recipients, ` +
        `${account.verifications} verifications, ${account.documents} documents, ${account.cases} cases`,
    );
  }
  if (!applied) console.log('Dry run: nothing was deleted. Run again with --apply to delete them.');
}

async function purgeRecords(args: string[]): Promise<number> {
  let values: { before?: string | undefined; apply?: boolean | undefined };
  try {
    ({ values } = parseArgs({ args, options: { before: { type: 'string' }, apply: { type: 'boolean' } }, strict: true }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n\n${USAGE}`);
    return 2;
  }
  if (values.before !== undefined && !isCalendarDate(values.before)) {
    console.error(`--before must be a date written YYYY-MM-DD (got "${values.before}").`);
    return 2;
  }
  const config = loadConfig();
  const connection = await connect();
  try {
    const options = { now: new Date(), timeZone: config.businessTimeZone, before: values.before };
    const plan = values.apply
      ? await applyPurge(connection.database.db, { ...options, origin: commandOrigin() })
      : await planPurge(connection.database.db, options);
    printPlan(plan, values.apply === true);
    return 0;
  } catch (error) {
    if (error instanceof PurgeRefused) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await connection.close();
  }
}

async function main(args: string[]): Promise<number> {
  provideAllTexts();
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
    case 'import-sanctions':
      return importSanctionsFile(rest);
    case 'purge-records':
      return purgeRecords(rest);
    case 'cancel-unpaid':
      return cancelUnpaid();
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
