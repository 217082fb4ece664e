/**
 * `npx tsx bench/ifsc-data.ts`: what the offline IFSC data costs (server/src/ifsc/data, decision
 * 026) — nothing at start-up (it is read on the first lookup), then the first lookup's time and the
 * heap it keeps, and the time of a lookup once loaded. Run with `node --expose-gc` semantics via
 * tsx's `--expose-gc` flag for a steadier heap figure: `npx tsx --expose-gc bench/ifsc-data.ts`.
 */
import { lookupIfsc } from '../server/src/ifsc/ifsc-directory';

const gc = (globalThis as { gc?: () => void }).gc;
const heap = () => {
  gc?.();
  return process.memoryUsage().heapUsed;
};

const before = heap();
let started = performance.now();
const first = await lookupIfsc('SBIN0001234');
const firstMs = performance.now() - started;
const kept = heap() - before;

// Worst case: the largest bank's list (SBIN), codes spread over it, known and unknown.
const codes = Array.from({ length: 10_000 }, (_, index) => `SBIN${String((index * 97) % 999_999).padStart(7, '0')}`);
started = performance.now();
let known = 0;
for (const code of codes) if (await lookupIfsc(code)) known += 1;
const perLookupUs = ((performance.now() - started) * 1000) / codes.length;

console.log(`first lookup (reads and parses the data): ${firstMs.toFixed(1)} ms → ${JSON.stringify(first)}`);
console.log(`heap kept by the data: ${(kept / 1024 / 1024).toFixed(1)} MB${gc ? '' : ' (without --expose-gc: approximate)'}`);
console.log(`lookup once loaded: ${perLookupUs.toFixed(1)} µs on average over ${codes.length} SBIN codes (${known} known)`);
