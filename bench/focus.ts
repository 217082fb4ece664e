import { spawn } from 'node:child_process';
import path from 'node:path';
import type autocannon from 'autocannon';
import pg from 'pg';
import { ceilingContext, ceilings } from './ceilings';
import { perRequest, startCpuSplit } from './cpu';
import { clearQuotes, drainMailQueue, startBenchDatabase } from './database';
import { measureExport } from './export';
import { isLocale } from '../domain/locale';
import { DEEP_LINK_BUDGET_MS, measureDeepLink } from './deep-link';
import { browserName, measureBundles, runLighthouse, setAccountLanguage } from './frontend';
import { describeLighthouseReport, measureLighthouseCeilingOnEachRoute } from './lighthouse-ceiling';
import { measureHttp, measureLoop, type Measurement } from './measure';
import { onEachPhoneRoute } from './phone-routes';
import {
  adminListQueries,
  adminRequests,
  adminStatsQueries,
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
import { measureScreeningAtScale, screeningVerdicts } from './screening-server';
import { seed } from './seed';
import { startBareServer, startBenchServer } from './server-process';

/**
 * `npm run bench:focus -- me create [--rounds 3] [--against ../other-checkout]`: a few scenarios
 * (export, rate, me, history, history-10k, details, list, stats, create, quote, lighthouse, bundles,
 * deep-link — a mailed /history/REFERENCE link on a throttled phone —, screening — the sanctions re-screen and screenings at 50,000 entries; run it last, it adds
 * 190,000 customers and recipients) on a smaller dataset (BENCH_TRANSFERS, default 100,000 here), each
 * with its ceiling and the CPU every process spent per request. With --against, the other
 * checkout's built server (`npm run build` there) is measured alternately with this one on the
 * same database: this machine drifts by tens of percent within an hour, so a change is only
 * judged against the build before it, round by round. BENCH_PG_STATEMENTS=1 prints the
 * statements PostgreSQL spent its time on after each run; BENCH_BUSY_PROCESSES=N loads the machine
 * with N CPU-bound processes while Lighthouse runs, and BENCH_LOCALE=fr-CA runs it in a French browser.
 */

const SCENARIOS = ['export', 'rate', 'me', 'history', 'history-10k', 'details', 'list', 'stats', 'create', 'quote', 'lighthouse', 'bundles', 'deep-link', 'screening'] as const;
type Scenario = (typeof SCENARIOS)[number];

function parseArgs(argv: string[]) {
  const scenarios: Scenario[] = [];
  let rounds = 1;
  let against: string | undefined;
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!;
    if (arg === '--rounds') rounds = Number(argv[++index]);
    else if (arg === '--against') against = path.resolve(argv[++index]!);
    else if ((SCENARIOS as readonly string[]).includes(arg)) scenarios.push(arg as Scenario);
    else throw new Error(`unknown argument ${arg}; scenarios: ${SCENARIOS.join(', ')}`);
  }
  return { scenarios: scenarios.length ? scenarios : [...SCENARIOS], rounds, against };
}

/**
 * BENCH_BUSY_PROCESSES=N runs N CPU-bound processes beside Lighthouse: the send screen must hold
 * its score on a loaded machine, not only on a quiet one.
 */
function startBusyProcesses(count: number): () => void {
  const children = Array.from({ length: count }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
  if (count) console.log(`  (${count} CPU-bound processes running beside it)`);
  return () => children.forEach((child) => child.kill());
}

function line(label: string, measured: Measurement, cpu: string) {
  console.log(`  ${label.padEnd(34)} ${String(measured.requestsPerSecond).padStart(6)} req/s  p99 ${String(measured.p99Ms).padStart(5)} ms  errors ${measured.errors}  ${cpu}`);
}

/** The statements PostgreSQL spent most time on (BENCH_PG_STATEMENTS=1). */
async function printStatements(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('create extension if not exists pg_stat_statements');
    const { rows } = await client.query<{ calls: string; total_ms: number; mean_ms: number; rows: string; query: string }>(
      `select calls, round(total_exec_time)::float as total_ms, round(mean_exec_time::numeric, 3)::float as mean_ms, rows,
              regexp_replace(left(query, 110), '\\s+', ' ', 'g') as query
       from pg_stat_statements order by total_exec_time desc limit 12`,
    );
    console.table(rows);
    await client.query('select pg_stat_statements_reset()');
  } finally {
    await client.end();
  }
}

async function main() {
  const { scenarios, rounds, against } = parseArgs(process.argv.slice(2));
  const database = await startBenchDatabase();
  const seeded = await seed(database.url);
  const ceiling = await ceilingContext(database.url);
  const builds: { name: string; dir: string | undefined }[] = [{ name: 'this build', dir: undefined }];
  if (against) builds.push({ name: path.basename(against), dir: against });
  const admin = seeded.adminCookie;
  const statsQueries = adminStatsQueries();
  let listQueries: Record<string, string>[] = [];
  let detailsPaths: string[] = [];
  if (scenarios.includes('list') || scenarios.includes('details') || scenarios.includes('deep-link')) {
    const server = await startBenchServer(database.url);
    try {
      if (scenarios.includes('list')) listQueries = await adminListQueries(server.url, admin);
      if (scenarios.includes('details') || scenarios.includes('deep-link')) detailsPaths = await transferDetailsPaths(server.url, seeded.historyCookie);
    } finally {
      await server.stop();
    }
  }

  const load: Record<Exclude<Scenario, 'export' | 'lighthouse' | 'bundles' | 'deep-link' | 'screening'>, (url: string) => autocannon.Options> = {
    rate: (url) => ({ url: `${url}/api/exchange-rates` }),
    me: (url) => meRequests(url, seeded),
    history: (url) => ({ url: `${url}/api/transfers`, headers: { cookie: seeded.historyCookie } }),
    'history-10k': (url) => historyOpenRequests(url, seeded.bigHistoryCookie),
    details: (url) => transferDetailsRequests(url, seeded.historyCookie, detailsPaths),
    list: (url) => adminRequests(url, admin, '/api/admin/transfers', listQueries),
    stats: (url) => adminRequests(url, admin, '/api/admin/stats', statsQueries),
    create: (url) => createRequests(url, seeded),
    quote: (url) => quoteRequests(url, seeded),
  };
  const inProcess: Record<Exclude<Scenario, 'export' | 'rate' | 'lighthouse' | 'bundles' | 'deep-link' | 'screening'>, (iteration: number) => Promise<unknown>> = {
    me: ceilings.me(ceiling.ctx, meCookies(seeded)),
    history: ceilings.history(ceiling.ctx, seeded.historyCookie),
    'history-10k': ceilings.historyOpen(ceiling.ctx, seeded.bigHistoryCookie),
    details: ceilings.transferDetails(ceiling.ctx, seeded.historyCookie, detailsPaths),
    list: ceilings.adminList(ceiling.ctx, admin, listQueries),
    stats: ceilings.adminStats(ceiling.ctx, admin, statsQueries),
    create: ceilings.createTransfer(ceiling.ctx, seeded.customerCookies, transferBodyFor(seeded)),
    quote: ceilings.holdQuote(ceiling.ctx, seeded.customerCookies, quoteCallFor(seeded)),
  };

  try {
    for (let round = 1; round <= rounds; round++) {
      console.log(`round ${round}`);
      for (const scenario of scenarios) {
        for (const build of builds) {
          const server = await startBenchServer(database.url, build.dir);
          try {
            if (scenario === 'export') {
              // On a fresh server, so the memory peak is the export's own.
              const exported = await measureExport(server, seeded.adminCookie);
              console.log(`  export (${build.name}): ${exported.rows} rows in ${exported.seconds.toFixed(1)} s, server peak ${exported.peakMb} MB${exported.ok ? '' : ', FAILED'}`);
              continue;
            }
            if (scenario === 'screening') {
              for (const row of screeningVerdicts(await measureScreeningAtScale(database.url, server, seeded))) {
                console.log(`  ${row.scenario} (${build.name}): ${row.value} — budget ${row.budget}: ${row.ok ? 'pass' : 'FAIL'}`);
              }
              continue;
            }
            if (scenario === 'bundles') {
              for (const bundle of await measureBundles(server.url, seeded.customerCookies[3]!, build.dir)) {
                console.log(`  ${bundle.screen} screen in ${bundle.locale} (${build.name}): JS ${bundle.jsGzipKb} KB + CSS ${bundle.cssGzipKb} KB gzipped, ${bundle.files.length} files`);
              }
              continue;
            }
            if (scenario === 'deep-link') {
              const reference = detailsPaths[0]!.split('/').at(-1)!;
              const verdict = (ms: number) => (ms <= DEEP_LINK_BUDGET_MS ? 'pass' : 'FAIL');
              await onEachPhoneRoute(server.url, async (route) => {
                const link = await measureDeepLink(route.url, seeded.historyCookie, reference);
                const name = `${build.name}, ${route.name}`;
                console.log(`  phone CPU (${name}): ${link.cpu.rate}× slower — BenchmarkIndex ${link.cpu.machineIndex} here, ${link.cpu.phoneIndex} slowed (a mid-tier phone: 1,000)`);
                console.log(`  deep link /history/REF cold (${name}): ${link.coldMs} ms (runs ${link.coldRuns.join(', ')}) — budget ${DEEP_LINK_BUDGET_MS} ms: ${verdict(link.coldMs)}`);
                console.log(`  deep link /history/REF warm (${name}): ${link.warmMs} ms (runs ${link.warmRuns.join(', ')}) — budget ${DEEP_LINK_BUDGET_MS} ms: ${verdict(link.warmMs)}`);
              });
              continue;
            }
            if (scenario === 'lighthouse') {
              const stopBusy = startBusyProcesses(Number(process.env.BENCH_BUSY_PROCESSES ?? 0));
              try {
                const locale = isLocale(process.env.BENCH_LOCALE) ? process.env.BENCH_LOCALE : 'en-CA';
                // Once a round, before this build's screens, under the same load: what this machine
                // leaves to any page with our start and our security headers.
                if (build === builds[0]) {
                  await measureLighthouseCeilingOnEachRoute(server.url, `ceiling-round-${round}`, (routeName, ceiling) => {
                    console.log(`  Lighthouse ceiling, a bare React page with a splash (${routeName}, in ${browserName()}): ${describeLighthouseReport(ceiling)}`);
                  });
                }
                await setAccountLanguage(server.url, seeded.customerCookies[4]!, locale);
                await onEachPhoneRoute(server.url, async (route) => {
                  for (const report of await runLighthouse(route.url, seeded.customerCookies[4]!, locale, `${build.name}-${route.name}-round-${round}`)) {
                    console.log(`  Lighthouse ${report.screen} in ${report.locale} (${build.name}, ${route.name}): ${describeLighthouseReport(report)}`);
                  }
                });
              } finally {
                stopBusy();
              }
              continue;
            }
            if (scenario === 'quote') await clearQuotes(database.url);
            const cpu = startCpuSplit(server.pid);
            const measured = await measureHttp(load[scenario](server.url), scenario === 'quote' ? QUOTE_WORK : undefined);
            const mail = scenario === 'create' ? await drainMailQueue(database.url) : undefined;
            const drained = mail ? `; mail backlog ${mail.backlog}, sent in ${mail.seconds.toFixed(1)} s` : '';
            line(`${scenario} (${build.name})`, measured, perRequest(cpu(), measured.calls) + drained);
            if (process.env.BENCH_PG_STATEMENTS) await printStatements(database.url);
          } finally {
            await server.stop();
          }
        }
        if (scenario === 'export' || scenario === 'lighthouse' || scenario === 'bundles' || scenario === 'deep-link' || scenario === 'screening') continue;
        if (scenario === 'rate') {
          for (const kind of ['logged', 'plain'] as const) {
            const bare = await startBareServer(kind);
            try {
              const cpu = startCpuSplit(bare.pid);
              const measured = await measureHttp(load.rate(bare.url));
              line(`rate ceiling (bare Fastify, ${kind})`, measured, perRequest(cpu(), measured.calls));
            } finally {
              await bare.stop();
            }
          }
          continue;
        }
        if (scenario === 'quote') await clearQuotes(database.url);
        const cpu = startCpuSplit(undefined);
        const measured = await measureLoop(inProcess[scenario], scenario === 'quote' ? QUOTE_WORK : undefined);
        const mail = scenario === 'create' ? await drainMailQueue(database.url) : undefined;
        const drained = mail ? `; mail backlog ${mail.backlog}, sent in ${mail.seconds.toFixed(1)} s` : '';
        line(`${scenario} ceiling`, measured, perRequest(cpu(), measured.calls) + drained);
        if (process.env.BENCH_PG_STATEMENTS) await printStatements(database.url);
      }
    }
  } finally {
    await ceiling.close();
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
