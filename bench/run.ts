import autocannon from 'autocannon';
import { startBenchServer } from './server-process';

/**
 * `npm run bench`: load on the built server over real HTTP, printed as one table. Numbers only —
 * budgets are printed beside them, never asserted in `npm test`.
 */

interface Scenario {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections: number;
}

interface Row {
  scenario: string;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  errors: number;
  non2xx: number;
}

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const WARMUP_S = 2;

async function measure(url: string, scenario: Scenario): Promise<Row> {
  const options = {
    url: url + scenario.path,
    method: scenario.method ?? 'GET',
    headers: scenario.headers,
    body: scenario.body,
    connections: scenario.connections,
  };
  await autocannon({ ...options, duration: WARMUP_S });
  const result = await autocannon({ ...options, duration: DURATION_S });
  return {
    scenario: scenario.name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function signUp(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email: 'bench@example.com', firstName: 'Bench', lastName: 'User', password: 'bench-password', country: 'Canada' }),
  });
  if (response.status !== 201) throw new Error(`signup failed: ${response.status}`);
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

async function main() {
  const server = await startBenchServer();
  try {
    const cookie = await signUp(server.url);
    const scenarios: Scenario[] = [
      { name: 'GET /api/exchange-rates', path: '/api/exchange-rates', connections: 10 },
      { name: 'GET /api/auth/me', path: '/api/auth/me', headers: { cookie }, connections: 10 },
    ];
    const rows: Row[] = [];
    for (const scenario of scenarios) rows.push(await measure(server.url, scenario));
    console.table(rows);
    console.log(`server peak memory: ${await server.peakMemoryMb()} MB; ${DURATION_S} s per scenario after ${WARMUP_S} s warm-up`);
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
