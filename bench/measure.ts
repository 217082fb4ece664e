import autocannon from 'autocannon';

export const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
export const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 2);
export const CONCURRENCY = 10;

export interface Measurement {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  /** CPU per request by process (bench/cpu.ts), where measured. */
  cpu?: string;
  /** Every call made, the warm-up's included: what the CPU measured was spent on. */
  calls: number;
}

/**
 * A fixed amount of work instead of fixed durations, for a scenario whose calls get cheaper as it goes
 * (held quotes: new ones, then the same ones answered again). The endpoint and its ceiling then make
 * exactly the same calls; with fixed durations the faster side would reach more of the cheap ones.
 */
export interface CountedWork {
  warmupCalls: number;
  measuredCalls: number;
}

/** autocannon on one HTTP scenario: a warm-up, then DURATION_S seconds (or `work`'s calls) measured. */
export async function measureHttp(options: autocannon.Options, work?: CountedWork): Promise<Measurement> {
  const warmup = work ? { amount: work.warmupCalls } : { duration: WARMUP_S };
  await autocannon({ connections: CONCURRENCY, ...options, ...warmup });
  const started = performance.now();
  const result = await autocannon({ connections: CONCURRENCY, ...options, ...(work ? { amount: work.measuredCalls } : { duration: DURATION_S }) });
  const seconds = (performance.now() - started) / 1000;
  return {
    requestsPerSecond: Math.round(work ? work.measuredCalls / seconds : result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    calls: work ? work.warmupCalls + work.measuredCalls : Math.round(result.requests.average * (DURATION_S + WARMUP_S)),
  };
}

/** The same measurement for an in-process async operation run by CONCURRENCY workers. */
export async function measureLoop(operation: (iteration: number) => Promise<unknown>, work?: CountedWork): Promise<Measurement> {
  // One count through the warm-up and the measured run, as the HTTP side's request counters go on.
  let iteration = 0;
  const run = async (limit: { seconds: number } | { calls: number }) => {
    const latencies: number[] = [];
    let errors = 0;
    const last = 'calls' in limit ? iteration + limit.calls : Infinity;
    const deadline = 'seconds' in limit ? performance.now() + limit.seconds * 1000 : Infinity;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (performance.now() < deadline && iteration < last) {
          const callStarted = performance.now();
          try {
            await operation(iteration++);
          } catch {
            errors += 1;
          }
          latencies.push(performance.now() - callStarted);
        }
      }),
    );
    return { latencies, errors, seconds: (performance.now() - started) / 1000 };
  };
  await run(work ? { calls: work.warmupCalls } : { seconds: WARMUP_S });
  const { latencies, errors, seconds } = await run(work ? { calls: work.measuredCalls } : { seconds: DURATION_S });
  latencies.sort((a, b) => a - b);
  const at = (fraction: number) => Math.round((latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * fraction))] ?? 0) * 10) / 10;
  return {
    requestsPerSecond: Math.round(latencies.length / (work ? seconds : DURATION_S)),
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    errors,
    calls: iteration,
  };
}
