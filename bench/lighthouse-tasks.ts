import fs from 'node:fs/promises';

/**
 * `npx tsx bench/lighthouse-tasks.ts /tmp/lh/*send*.trace.json`: what the renderer's long tasks in
 * Lighthouse traces (kept by BENCH_LIGHTHOUSE_DIR) were doing, summed per run. A task counts if it
 * lasted over 12.5 ms: Lighthouse's simulation multiplies it by 4, and what exceeds 50 ms is
 * blocking time. Each task is named by the work that filled most of it; a task whose traced work
 * fills less than 30 % of it was mostly waiting (for a core, or for another of Chromium's processes).
 * Compare the screens' traces with the ceiling's (bench/lighthouse-ceiling.ts).
 */

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string } };
}

const KINDS: [kind: string, names: RegExp][] = [
  ['the navigation commit', /^DocumentLoader::CommitNavigation$/],
  ['script', /^(v8\.evaluateModule|FunctionCall|EvaluateScript|v8\.compile|V8\.GC_SCAVENGER)$/],
  ['promise callbacks', /^RunMicrotasks$/],
  ['style and layout', /^(UpdateLayoutTree|Layout)$/],
  ['paint and commit', /^(Paint|PrePaint|Commit|Layerize)$/],
  ['parsing HTML', /^ParseHTML$/],
];
const WAITING = 'waiting (little traced work)';
const LONG_TASK_MS = 12.5;

interface Sum {
  tasks: number;
  blockingMs: number;
  wallMs: number;
  cpuMs: number;
}

function rendererMainThread(events: TraceEvent[]): string {
  const names = new Map<string, string>();
  for (const event of events) if (event.ph === 'M' && event.name === 'thread_name') names.set(`${event.pid}:${event.tid}`, event.args?.name ?? '');
  const counts = new Map<string, number>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.ph === 'X' && names.get(thread) === 'CrRendererMain') counts.set(thread, (counts.get(thread) ?? 0) + 1);
  }
  const busiest = [...counts].sort((a, b) => b[1] - a[1])[0];
  if (!busiest) throw new Error('no renderer main thread in the trace');
  return busiest[0];
}

async function sumTrace(file: string, sums: Map<string, Sum>): Promise<void> {
  const trace = JSON.parse(await fs.readFile(file, 'utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(trace) ? trace : (trace.traceEvents ?? []);
  const navigation = events.find((event) => event.name === 'navigationStart' && event.args?.data?.isLoadingMainFrame && event.args.data.documentLoaderURL?.startsWith('http'));
  if (!navigation) throw new Error(`${file}: no navigation in the trace`);
  const thread = rendererMainThread(events);
  const slices = events.filter((event) => event.ph === 'X' && `${event.pid}:${event.tid}` === thread && event.ts >= navigation.ts);
  const tasks = slices.filter((event) => (event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask') && (event.dur ?? 0) / 1000 > LONG_TASK_MS);
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const inside = slices.filter((slice) => slice !== task && slice.ts >= task.ts && slice.ts + (slice.dur ?? 0) <= end);
    const [kind, filled] = KINDS.map(([name, pattern]) => [name, inside.filter((slice) => pattern.test(slice.name)).reduce((sum, slice) => sum + (slice.dur ?? 0), 0)] as const).sort((a, b) => b[1] - a[1])[0]!;
    const named = filled < 0.3 * (task.dur ?? 0) ? WAITING : kind;
    const sum = sums.get(named) ?? { tasks: 0, blockingMs: 0, wallMs: 0, cpuMs: 0 };
    const wallMs = (task.dur ?? 0) / 1000;
    sum.tasks++;
    sum.blockingMs += wallMs * 4 - 50;
    sum.wallMs += wallMs;
    sum.cpuMs += (task.tdur ?? 0) / 1000;
    sums.set(named, sum);
  }
}

const files = process.argv.slice(2);
if (files.length === 0) throw new Error('usage: npx tsx bench/lighthouse-tasks.ts <trace.json>…');
const sums = new Map<string, Sum>();
for (const file of files) await sumTrace(file, sums);
const perRun = (value: number) => Math.round(value / files.length);
console.log(`${files.length} runs; per run, tasks over ${LONG_TASK_MS} ms from the navigation on:`);
for (const [kind, sum] of [...sums].sort((a, b) => b[1].blockingMs - a[1].blockingMs)) {
  console.log(`  ${kind.padEnd(30)} ${(sum.tasks / files.length).toFixed(1).padStart(4)} tasks, ×4 − 50: ${String(perRun(sum.blockingMs)).padStart(4)} ms (wall ${perRun(sum.wallMs)} ms, CPU ${perRun(sum.cpuMs)} ms)`);
}
