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
}

/** autocannon on one HTTP scenario: a warm-up, then DURATION_S seconds measured. */
export async function measureHttp(options: autocannon.Options): Promise<Measurement> {
  await autocannon({ connections: CONCURRENCY, ...options, duration: WARMUP_S });
  const result = await autocannon({ connections: CONCURRENCY, ...options, duration: DURATION_S });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** The same measurement for an in-process async operation run by CONCURRENCY workers. */
export async function measureLoop(operation: (iteration: number) => Promise<unknown>): Promise<Measurement> {
  const run = async (durationS: number) => {
    const latencies: number[] = [];
    let errors = 0;
    let iteration = 0;
    const deadline = performance.now() + durationS * 1000;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (performance.now() < deadline) {
          const started = performance.now();
          try {
            await operation(iteration++);
          } catch {
            errors += 1;
          }
          latencies.push(performance.now() - started);
        }
      }),
    );
    return { latencies, errors };
  };
  await run(WARMUP_S);
  const { latencies, errors } = await run(DURATION_S);
  latencies.sort((a, b) => a - b);
  const at = (fraction: number) => Math.round((latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * fraction))] ?? 0) * 10) / 10;
  return { requestsPerSecond: Math.round(latencies.length / DURATION_S), p50Ms: at(0.5), p99Ms: at(0.99), errors };
}
