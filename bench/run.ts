import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type autocannon from 'autocannon';
import { ceilingContext, ceilings } from './ceilings';
import { perRequest, startCpuSplit } from './cpu';
import { clearQuotes, drainMailQueue, startBenchDatabase } from './database';
import { businessDay, measureExport } from './export';
import { browserName, measureBundles, runLighthouse, setAccountLanguage } from './frontend';
import { measureLighthouseCeiling } from './lighthouse-ceiling';
import { CONCURRENCY, DURATION_S, measureHttp, measureLoop, type CountedWork, type Measurement } from './measure';
import {
  adminListQueries,
  adminRequests,
  adminStatsQueries,
  bigHistoryPaths,
  createRequests,
  historyOpenRequests,
  meCookies,
  meRequests,
  QUOTE_WORK,
  quoteCallFor,
  quoteRequests,
  transferBodyFor,
  transferDetailsPaths,
  transferDetailsRequests,
} from './scenarios';
import { logSize, planFindings, withPlanLogging } from './plans';
import { measureScreeningAtScale, screeningVerdicts } from './screening-server';
import { seed, TRANSFERS } from './seed';
import { root, startBareServer, startBenchServer, type BenchServer } from './server-process';

/**
 * `npm run bench`: the built server on a fresh PostgreSQL with 1,000,000 transfers, measured with
 * autocannon and compared with ceilings measured in the same run (a bare Fastify route; each
 * endpoint's own queries straight through node-postgres), so the verdicts hold on any machine.
 * Budgets are printed beside the numbers; nothing here is asserted in `npm test`.
 */

interface Row {
  scenario: string;
  'req/s': number | string;
  'p50 ms': number | string;
  'p99 ms': number | string;
  errors: number | string;
  ceiling: string;
  'bare Fastify'?: string;
  budget: string;
  /** '—': measured beside the budgets, judged by none (the Lighthouse ceiling). */
  result: 'pass' | 'FAIL' | '—';
}

const rows: Row[] = [];
const verdict = (ok: boolean): 'pass' | 'FAIL' => (ok ? 'pass' : 'FAIL');

/** The second ceiling of every HTTP scenario: Fastify's defaults, no plugins (bench/bare-server.ts --plain). */
let plainFastify: Measurement | undefined;
const ofPlainFastify = (measured: Measurement) => measured.requestsPerSecond / Math.max(1, plainFastify?.requestsPerSecond ?? 0);

function record(scenario: string, measured: Measurement, ceiling: string, budget: string, ok: boolean) {
  rows.push({
    scenario,
    'req/s': measured.requestsPerSecond,
    'p50 ms': measured.p50Ms,
    'p99 ms': measured.p99Ms,
    errors: measured.errors,
    ceiling,
    'bare Fastify': plainFastify ? `${Math.round(ofPlainFastify(measured) * 1000) / 10}%` : '—',
    budget,
    result: verdict(ok),
  });
  console.log(`  ${scenario}: ${measured.requestsPerSecond} req/s, p99 ${measured.p99Ms} ms, ${measured.errors} errors${measured.cpu ? `; ${measured.cpu}` : ''}`);
}

/** An HTTP scenario against the bench server, with the CPU each process spent per request. */
async function measureServer(server: BenchServer, options: autocannon.Options, work?: CountedWork): Promise<Measurement> {
  const cpu = startCpuSplit(server.pid);
  const measured = await measureHttp(options, work);
  return { ...measured, cpu: perRequest(cpu(), measured.calls) };
}

function ratioRow(
  scenario: string,
  endpoint: Measurement,
  ceiling: Measurement,
  minimum: number,
  extra?: { budget?: string; ok?: boolean; ofPlainFastify?: number },
) {
  const ratio = endpoint.requestsPerSecond / Math.max(1, ceiling.requestsPerSecond);
  const plainMinimum = extra?.ofPlainFastify;
  const ok =
    ratio >= minimum &&
    endpoint.errors === 0 &&
    (extra?.ok ?? true) &&
    (plainMinimum === undefined || ofPlainFastify(endpoint) >= plainMinimum);
  record(
    scenario,
    endpoint,
    `${ceiling.requestsPerSecond} req/s (${Math.round(ratio * 100)}%)`,
    [
      `≥ ${minimum * 100}% of ceiling`,
      plainMinimum === undefined ? undefined : `≥ ${plainMinimum * 100}% of bare Fastify`,
      extra?.budget,
    ]
      .filter(Boolean)
      .join(', '),
    ok,
  );
}


async function json(server: BenchServer, urlPath: string, cookie: string) {
  const response = await fetch(server.url + urlPath, { headers: { cookie } });
  if (!response.ok) throw new Error(`${urlPath}: ${response.status}`);
  return { body: (await response.json()) as unknown, headers: response.headers };
}

/** Each phase's start, in seconds since the run began: what to shorten when the whole run nears its budget. */
const started = Date.now();
const phase = (name: string) => console.log(`[${Math.round((Date.now() - started) / 1000)} s] ${name}…`);

async function main() {
  console.log(`MapleRupee bench on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`);
  const database = await startBenchDatabase();
  phase(`seeding ${TRANSFERS.toLocaleString('en-CA')} transfers`);
  const seeded = await seed(database.url);
  console.log(`  seeded in ${seeded.seconds.toFixed(1)} s`);
  phase('starting the servers');
  const server = await startBenchServer(database.url);
  const ceiling = await ceilingContext(database.url);
  const bare = await startBareServer();
  const plain = await startBareServer('plain');
  const admin = seeded.adminCookie;

  const listQueries = await adminListQueries(server.url, admin);
  const historyPaths = await bigHistoryPaths(server.url, seeded.bigHistoryCookie);
  const detailsPaths = await transferDetailsPaths(server.url, seeded.historyCookie);
  const statsQueries = adminStatsQueries();

  try {
    // Export first, on a fresh server, so its memory peak is its own.
    phase('export');
    const exported = await measureExport(server, admin);
    rows.push({
      scenario: `export ${exported.rows.toLocaleString('en-CA')} rows (${(exported.bytes / 2 ** 20).toFixed(1)} MB .xlsx)`,
      'req/s': '—',
      'p50 ms': Math.round(exported.seconds * 1000),
      'p99 ms': '—',
      errors: exported.ok ? 0 : 1,
      ceiling: `server peak ${exported.peakMb} MB`,
      budget: '≥ 100,000 rows in < 10 s, server < 300 MB',
      result: verdict(exported.ok && exported.rows >= 100_000 && exported.seconds < 10 && exported.peakMb < 300),
    });

    // Plain Fastify is measured again just before each scenario with a budget against it: on
    // shared cores it moved from 63,000 to 83,000 req/s within one run, more than the margins.
    const measurePlainFastify = async () => {
      plainFastify = await measureHttp({ url: `${plain.url}/api/exchange-rates` });
      console.log(`  bare Fastify (default options, no plugins): ${plainFastify.requestsPerSecond} req/s, p99 ${plainFastify.p99Ms} ms`);
    };

    phase('public rate vs a bare route');
    await measurePlainFastify();
    const bareRate = await measureHttp({ url: `${bare.url}/api/exchange-rates` });
    const rate = await measureServer(server, { url: `${server.url}/api/exchange-rates` });
    ratioRow('GET /api/exchange-rates (cached)', rate, bareRate, 0.5, { ofPlainFastify: 0.5 });

    phase('session check');
    await measurePlainFastify();
    ratioRow(
      'GET /api/auth/me (10 customers)',
      await measureServer(server, meRequests(server.url, seeded)),
      await measureLoop(ceilings.me(ceiling.ctx, meCookies(seeded))),
      0.6,
      { ofPlainFastify: 0.35 },
    );

    phase('history of a customer with 200 transfers');
    await measurePlainFastify();
    ratioRow(
      'GET /api/transfers (first 50 of 200)',
      await measureServer(server, { url: `${server.url}/api/transfers`, headers: { cookie: seeded.historyCookie } }),
      await measureLoop(ceilings.history(ceiling.ctx, seeded.historyCookie)),
      0.6,
      { ofPlainFastify: 0.06 },
    );

    phase('transfer details');
    await measurePlainFastify();
    ratioRow(
      'GET /api/transfers/:id (timeline, 50 transfers in turn)',
      await measureServer(server, transferDetailsRequests(server.url, seeded.historyCookie, detailsPaths)),
      await measureLoop(ceilings.transferDetails(ceiling.ctx, seeded.historyCookie, detailsPaths)),
      0.6,
    );

    phase('history of a customer with 10,000 transfers opened');
    const bigHistory = await measureServer(server, historyOpenRequests(server.url, seeded.bigHistoryCookie));
    ratioRow(
      'History of 10,000: first page + summary',
      bigHistory,
      await measureLoop(ceilings.historyOpen(ceiling.ctx, seeded.bigHistoryCookie)),
      0.6,
      { budget: 'p99 < 50 ms', ok: bigHistory.p99Ms < 50 },
    );

    phase('admin list');
    const list = await measureServer(server, adminRequests(server.url, admin, '/api/admin/transfers', listQueries));
    ratioRow('GET /api/admin/transfers (filters, deep pages)', list, await measureLoop(ceilings.adminList(ceiling.ctx, admin, listQueries)), 0.6, {
      budget: 'p99 < 50 ms',
      ok: list.p99Ms < 50,
    });

    phase('admin stats');
    const stats = await measureServer(server, adminRequests(server.url, admin, '/api/admin/stats', statsQueries));
    ratioRow('GET /api/admin/stats', stats, await measureLoop(ceilings.adminStats(ceiling.ctx, admin, statsQueries)), 0.6, {
      budget: 'p99 < 50 ms',
      ok: stats.p99Ms < 50,
    });

    phase('quotes');
    // Each from none held: the same new quotes, then the same ones answered again.
    await clearQuotes(database.url);
    const quotes = await measureServer(server, quoteRequests(server.url, seeded), QUOTE_WORK);
    await clearQuotes(database.url);
    const quoteCeiling = await measureLoop(ceilings.holdQuote(ceiling.ctx, seeded.customerCookies, quoteCallFor(seeded)), QUOTE_WORK);
    // The ceiling leaves every customer at the open-quote limit; the plan check below holds one more.
    await clearQuotes(database.url);
    ratioRow('POST /api/quotes (1,000 customers, 10 amounts each)', quotes, quoteCeiling, 0.6);

    phase('transfer creation');
    const bodyFor = transferBodyFor(seeded);
    const created = await measureServer(server, createRequests(server.url, seeded));
    // Their mail is part of the work: the rate counts the seconds the queue took to send what
    // was still waiting when the load stopped.
    const mail = await drainMailQueue(database.url);
    const create = { ...created, requestsPerSecond: Math.round((created.requestsPerSecond * DURATION_S) / (DURATION_S + mail.seconds)) };
    console.log(`  ${created.requestsPerSecond} req/s under load; ${mail.backlog} mails still queued, sent in ${mail.seconds.toFixed(1)} s`);
    const createCeiling = await measureLoop(ceilings.createTransfer(ceiling.ctx, seeded.customerCookies, bodyFor));
    const ceilingMail = await drainMailQueue(database.url);
    const sustainedCeiling = { ...createCeiling, requestsPerSecond: Math.round((createCeiling.requestsPerSecond * DURATION_S) / (DURATION_S + ceilingMail.seconds)) };
    ratioRow('POST /api/transfers (1,000 customers, mail sent)', create, sustainedCeiling, 0.6, {
      budget: '≥ 1,000/s, 0 errors',
      ok: create.requestsPerSecond >= 1_000 && create.errors === 0,
    });

    if (database.logDir) {
      phase('query plans');
      const from = await logSize(database.logDir);
      await withPlanLogging(database.url, async () => {
        const planServer = await startBenchServer(database.url);
        try {
          const cookie = seeded.customerCookies[2]!;
          await json(planServer, '/api/auth/me', cookie);
          await json(planServer, '/api/transfers', seeded.historyCookie);
          for (const historyPath of historyPaths) await json(planServer, historyPath, seeded.bigHistoryCookie);
          for (const detailsPath of detailsPaths.slice(0, 3)) await json(planServer, detailsPath, seeded.historyCookie);
          for (const query of listQueries) await json(planServer, `/api/admin/transfers?${new URLSearchParams(query)}`, admin);
          for (const query of statsQueries) await json(planServer, `/api/admin/stats?${new URLSearchParams(query)}`, admin);
          const created = await fetch(`${planServer.url}/api/transfers`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: planServer.url, cookie },
            body: JSON.stringify(bodyFor(2)),
          });
          if (created.status !== 201) throw new Error(`plan check: transfer ${created.status}`);
          const quoted = await fetch(`${planServer.url}/api/quotes`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: planServer.url, cookie },
            body: JSON.stringify({ cadAmount: '123.45', paymentMethod: 'economy' }),
          });
          if (quoted.status !== 201) throw new Error(`plan check: quote ${quoted.status}`);
          await fetch(`${planServer.url}/api/admin/transfers/export?${new URLSearchParams({ fromDate: businessDay(-3), toDate: businessDay(-2) })}`, { headers: { cookie: admin } }).then((r) => r.arrayBuffer());
        } finally {
          await planServer.stop();
        }
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      const plans = await planFindings(database.logDir, from);
      rows.push({
        scenario: `query plans of every scenario (${plans.statements} statements)`,
        'req/s': '—',
        'p50 ms': '—',
        'p99 ms': '—',
        errors: '—',
        ceiling: `${plans.seqScansOfTransfers.length} seq scans of transfers`,
        budget: '0 seq scans of transfers',
        result: verdict(plans.statements > 0 && plans.seqScansOfTransfers.length === 0),
      });
      for (const query of plans.seqScansOfTransfers) console.log(`  seq scan: ${query}`);
    }

    phase(`front end (load average ${os.loadavg().map((load) => load.toFixed(1)).join(' ')})`);
    const bundles = await measureBundles(server.url, seeded.customerCookies[3]!);
    for (const bundle of bundles) {
      const budget = bundle.screen === 'sign-in' ? 120 : undefined;
      rows.push({
        scenario: `${bundle.screen} screen (${bundle.locale}): JS ${bundle.jsGzipKb} KB + CSS ${bundle.cssGzipKb} KB gzipped`,
        'req/s': '—',
        'p50 ms': '—',
        'p99 ms': '—',
        errors: '—',
        ceiling: `${bundle.files.length} files${bundle.forbidden.length ? `; admin/xlsx: ${bundle.forbidden.join(' ')}` : ''}`,
        budget: `${budget ? `JS ≤ ${budget} KB, ` : ''}no admin or spreadsheet code`,
        result: verdict((budget === undefined || bundle.jsGzipKb <= budget) && bundle.forbidden.length === 0),
      });
    }
    const lighthouseReports = [];
    for (const locale of ['en-CA', 'fr-CA'] as const) {
      phase(`Lighthouse in ${locale}`);
      await setAccountLanguage(server.url, seeded.customerCookies[4]!, locale);
      lighthouseReports.push(...(await runLighthouse(server.url, seeded.customerCookies[4]!, locale)));
    }
    phase('Lighthouse ceiling');
    const ceilingPage = await measureLighthouseCeiling(server.url);
    rows.push({
      scenario: `Lighthouse ceiling: a bare React page with a splash, in ${browserName()} (LCP ${ceilingPage.lcpMs} ms; TBT ${ceilingPage.tbtMs} ms)`,
      'req/s': '—',
      'p50 ms': '—',
      'p99 ms': '—',
      errors: '—',
      ceiling: `performance ${ceilingPage.performance} (median of ${ceilingPage.runs.join(', ')})`,
      budget: 'what this machine leaves to any page: the screens are judged below it',
      result: '—',
    });
    for (const report of lighthouseReports) {
      rows.push({
        scenario: `Lighthouse mobile, ${report.screen} screen in ${report.locale} (LCP ${report.lcpMs} ms: ${report.lcpElement}; TBT ${report.tbtMs} ms)`,
        'req/s': '—',
        'p50 ms': '—',
        'p99 ms': '—',
        errors: '—',
        ceiling: `performance ${report.performance} (median of ${report.runs.join(', ')}), accessibility ${report.accessibility}`,
        budget: 'performance ≥ 95, accessibility 100',
        result: verdict(report.performance >= 95 && report.accessibility === 100),
      });
    }

    rows.push({
      scenario: 'whole run',
      'req/s': '—',
      'p50 ms': '—',
      'p99 ms': '—',
      errors: '—',
      ceiling: `${Math.round((Date.now() - started) / 1000)} s, server peak ${await server.peakMemoryMb()} MB`,
      budget: '< 600 s',
      result: verdict(Date.now() - started < 600_000),
    });

    // Last, and outside the whole run's 600 s: it adds 200,000 customers and recipients to the
    // database that every scenario above would otherwise be measured on.
    phase(`sanctions screening at real size (load average ${os.loadavg().map((load) => load.toFixed(1)).join(' ')})`);
    for (const row of screeningVerdicts(await measureScreeningAtScale(database.url, server, seeded))) {
      rows.push({ scenario: row.scenario, 'req/s': '—', 'p50 ms': '—', 'p99 ms': '—', errors: '—', ceiling: row.value, budget: row.budget, result: verdict(row.ok) });
    }
  } finally {
    await bare.stop();
    await plain.stop();
    await ceiling.close();
    await server.stop();
    await database.stop();
  }

  console.log(`\n${DURATION_S} s per scenario after warm-up, ${CONCURRENCY} concurrent callers; ceilings measured in this run.`);
  console.table(rows);
  const results = path.join(root, 'bench', 'results');
  await fs.mkdir(results, { recursive: true });
  await fs.writeFile(path.join(results, 'latest.json'), JSON.stringify({ at: new Date().toISOString(), rows }, null, 2));
  const failed = rows.filter((row) => row.result === 'FAIL');
  console.log(failed.length === 0 ? 'Every budget passes.' : `${failed.length} budget(s) failed.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
