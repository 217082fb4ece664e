import { provideAllTexts } from '../../../domain/texts/all-texts';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { formatCad } from '../../../domain/format';
import { outsideVerificationSchema } from '../../../domain/schemas/compliance';
import { recordOutsideVerification } from '../compliance/verification-record-outside';
import { isCalendarDate } from '../../../domain/schemas/common';
import { setAdminRole } from '../admin/admin-role';
import { applyPurge, planPurge, PurgeRefused, type PurgePlan } from '../compliance/records-purge';
import type { CommandOrigin } from '../audit/command-origin';
import { importListVersion } from '../screening/import-list';
import { describeIssue, ListFileError, type ListEntry } from '../screening/lists/list-entry';
import { readListFile, type ListFile } from '../screening/lists/parse-list';
import { readRescreenProgress, rescreenParties, type RescreenProgress } from '../screening/rescreen';
import { screenCustomer, type ScreeningContext } from '../screening/screen-parties';
import { ScreeningService } from '../screening/screening-service';
import { systemClock } from '../clock';
import { clustersCommand, CLUSTERS_USAGE } from './clusters-command';
import { ConfigError, loadConfig } from '../config';
import { openDatabase, runMigrations, type Database } from '../db/client';
import { runningEmbeddedUrl, startEmbeddedPostgres, type EmbeddedPostgres } from '../db/embedded-postgres';
import { createLogger } from '../logger';
import { settleSandboxPayout } from '../payouts/sandbox-rail';
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
                       (COLLECTION_PROVIDER=sandbox); the payment monitor matches it to the pending
                       transfer with reference code R and CAD amount A
  sandbox-payout --reference R --outcome fail|return|pay [--reason TEXT]
                       with the sandbox payout rail (PAYOUT_PROVIDER=sandbox): make the latest
                       payout of transfer R fail (while in flight), come back (once paid) or pay
                       now; the payout job sees it on its next run (docs/PAYMENTS.md § Sandbox)
  verify-identity EMAIL --method in-person|dual-process|credit-file --note TEXT [--name "LEGAL NAME"]
                       record that you verified this customer's identity outside the app (the
                       same approved verification and audit as an approval in the queue; the
                       customer is mailed); the note says what you checked. It fixes their legal
                       name: --name, else the account's name. For a customer already verified,
                       --name with a new name records a change of name (a new verification). The
                       customer is screened against the sanctions lists with it
  import-sanctions FILE [--no-wait]
                       load sanctions lists from our CSV (header row
                       name,aliases,date_of_birth,country,list_name,entry_id[,kind]; aliases and dates
                       separated by ;), the UN Security Council Consolidated List XML, or
                       OpenSanctions' targets.simple.csv (told apart by content); each list named in
                       the file replaces that list's entries, as a new list version; what a published
                       list leaves out is printed; then every customer, recipient and payer is
                       screened again against what changed (progress printed; --no-wait leaves it to
                       the running server)
  cancel-unpaid        cancel now the pending transfers with no payment recorded UNPAID_CANCEL_HOURS (72)
                       hours or more after they were made, as the server does every payment-monitor
                       period; their customers are mailed by the running server
  purge-records [--before YYYY-MM-DD] [--apply]
                       list the closed accounts whose records are past their 5-year retention (closed,
                       and everything in them, before the cutoff day); --apply deletes them in one
                       transaction (run it as the database owner); --before sets an earlier cutoff
${CLUSTERS_USAGE}`;

interface Connection {
  database: Database;
  appUrl: string;
  close(): Promise<void>;
}

/** This command's own matcher, loaded with the current list (as a server instance's is). */
async function screeningContext(connection: Connection): Promise<ScreeningContext & { close(): Promise<void> }> {
  const log = createLogger('error');
  const screening = new ScreeningService(connection.database.db, log);
  await screening.refresh();
  return { db: connection.database.db, clock: systemClock, log, screening, close: () => screening.close() };
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
  if (config.collectionProvider !== 'sandbox') {
    console.error(`sandbox-etransfer needs COLLECTION_PROVIDER=sandbox (it is ${config.collectionProvider}).`);
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

const SANDBOX_OUTCOMES = ['fail', 'return', 'pay'] as const;

async function sandboxPayout(args: string[]): Promise<number> {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({ args, options: { reference: { type: 'string' }, outcome: { type: 'string' }, reason: { type: 'string' } }, strict: true }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n\n${USAGE}`);
    return 2;
  }
  const reference = typeof values.reference === 'string' ? values.reference.trim() : '';
  const outcome = SANDBOX_OUTCOMES.find((known) => known === values.outcome);
  if (!/^[A-Za-z0-9]{1,10}$/.test(reference) || !outcome) {
    console.error(`Give the transfer's reference code with --reference and --outcome fail, return or pay.\n\n${USAGE}`);
    return 2;
  }
  const config = loadConfig();
  if (config.payoutProvider !== 'sandbox') {
    console.error(`sandbox-payout needs PAYOUT_PROVIDER=sandbox (it is ${config.payoutProvider}).`);
    return 1;
  }
  const connection = await connect();
  try {
    const reason = typeof values.reason === 'string' && values.reason.trim() ? values.reason.trim().slice(0, 200) : undefined;
    const state = await settleSandboxPayout(connection.database.db, systemClock, reference, outcome, reason);
    if (!state) {
      console.error(`No sandbox payout of ${reference.toUpperCase()} can ${outcome === 'return' ? 'come back (it is not paid)' : `${outcome} (it is not in flight)`}.`);
      return 1;
    }
    console.log(`The sandbox payout of ${reference.toUpperCase()} is now ${state}; the payout job sees it on its next run.`);
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
      case 'name-changed': {
        console.log(
          result.status === 'recorded'
            ? `${result.email} is now verified as ${result.legalName} (${input.data.method}; verification ${result.verificationId}). They will be mailed.`
            : `${result.email}'s verified name is now ${result.legalName} (was ${result.previousName}; verification ${result.verificationId}). They will be mailed.`,
        );
        // Screened now, as a verification in the app is; a failure leaves them unscreened (their transfers wait).
        const screening = await screeningContext(connection);
        try {
          const screened = await screenCustomer(screening, result.userId);
          if (screened.outcome === 'unscreened') console.error('Sanctions screening could not run: their transfers wait until the re-screen reaches them.');
        } finally {
          await screening.close();
        }
        return 0;
      }
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

function printProgress(progress: RescreenProgress): void {
  const total = Math.max(progress.total ?? 0, progress.done);
  console.log(`  re-screened ${progress.done.toLocaleString('en-CA')} of ${total.toLocaleString('en-CA')} parties, ${progress.matches} possible ${progress.matches === 1 ? 'match' : 'matches'}`);
}

/**
 * Screens every party behind the new version, printing progress, until none is: this command does
 * the work itself (so it finishes with no server running), taking turns with any running server.
 */
async function waitForRescreen(connection: Connection, version: number): Promise<void> {
  const screening = await screeningContext(connection);
  try {
    for (;;) {
      const run = await rescreenParties(screening, { onPage: printProgress });
      if (run.finished && run.version >= version) break;
      // A server is screening this page, or a newer list arrived: look again shortly.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  } finally {
    await screening.close();
  }
  const progress = await readRescreenProgress(connection.database.db, version);
  if (progress) {
    console.log(
      `Re-screen against list version ${version} finished: ${progress.done.toLocaleString('en-CA')} parties screened, ` +
        `${progress.matches} possible ${progress.matches === 1 ? 'match' : 'matches'} (each opens a case on the Compliance screen).`,
    );
  }
}

/** At most this many left-out rows are printed one by one; the rest are counted. */
const PRINTED_ISSUES = 50;

async function importSanctionsFile(args: string[]): Promise<number> {
  let parsed: { values: { 'no-wait'?: boolean | undefined }; positionals: string[] };
  try {
    parsed = parseArgs({ args, options: { 'no-wait': { type: 'boolean' } }, allowPositionals: true, strict: true });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n\n${USAGE}`);
    return 2;
  }
  const [file, ...extra] = parsed.positionals;
  if (!file || extra.length > 0) {
    console.error(USAGE);
    return 2;
  }
  let list: ListFile;
  const entries: ListEntry[] = [];
  try {
    list = await readListFile(file);
    for await (const entry of list.entries) entries.push(entry);
  } catch (error) {
    if (error instanceof ListFileError) {
      console.error(`${file} was not imported. ${error.message}`);
      return 1;
    }
    // A system error (no such file, a directory, no permission), at opening or while reading.
    if (error instanceof Error && 'syscall' in error) {
      console.error(`Cannot read ${file}: ${error.message}`);
      return 1;
    }
    throw error;
  }
  const { report } = list;
  if (report.issueCount > 0) {
    // A published list is imported without its odd rows; the operator sees each one.
    const trimmed = report.issueCount - report.skippedEntries;
    console.warn(`${file}: ${report.skippedEntries} ${report.skippedEntries === 1 ? 'entry' : 'entries'} left out, and ${trimmed} aliases, dates of birth or countries dropped from kept entries:`);
    for (const issue of report.issues.slice(0, PRINTED_ISSUES)) console.warn(`  ${describeIssue(issue)}`);
    if (report.issueCount > PRINTED_ISSUES) console.warn(`  … and ${report.issueCount - PRINTED_ISSUES} more`);
  }
  const connection = await connect();
  try {
    const imported = await importListVersion(connection.database.db, entries, { ...commandOrigin(path.resolve(file)), format: list.format }, new Date());
    console.log(`Imported ${entries.length} sanctions ${entries.length === 1 ? 'entry' : 'entries'} from ${file}.`);
    for (const list of imported.lists) {
      console.log(`  ${list.listName}: ${list.imported} entries (${list.added} added, ${list.changed} changed, ${list.removed} removed)`);
    }
    if (!imported.changed) {
      console.log(`Nothing changed: the list version stays ${imported.version}, and nobody needs screening again.`);
      return 0;
    }
    console.log(`This is list version ${imported.version}. No transfer is approved until its customer, recipient and payer are screened against it.`);
    if (parsed.values['no-wait']) {
      console.log('Not waiting: the running server re-screens everyone (progress on the Compliance screen).');
      return 0;
    }
    await waitForRescreen(connection, imported.version);
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
    case 'sandbox-payout':
      return sandboxPayout(rest);
    case 'verify-identity':
      return verifyIdentity(rest);
    case 'import-sanctions':
      return importSanctionsFile(rest);
    case 'purge-records':
      return purgeRecords(rest);
    case 'cancel-unpaid':
      return cancelUnpaid();
    case 'clusters':
      return clustersCommand(rest);
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
