import { parentPort } from 'node:worker_threads';
import { buildIndex, type ScreeningIndex } from './index-build';
import { entriesOf, screenParties } from './index-query';
import type { WorkerReply, WorkerRequest } from './worker-protocol';
import type { ListEntry } from './types';

/**
 * The screening worker (worker_threads): holds one list version's index and screens against it,
 * so the server's event loop never builds an index or scores names. engine.ts starts it and
 * talks to it (worker-protocol.ts). Bundled as dist/server/screening-worker.js by
 * scripts/build-server.mjs.
 */

const port = parentPort;
if (!port) throw new Error('screening/worker.ts runs as a worker thread (see engine.ts)');

const decoder = new TextDecoder();
let pending: ListEntry[] = [];
let index: ScreeningIndex | undefined;
/** The entry filters of the screenings in progress (see worker-protocol.ts). */
const filters = new Map<number, Set<number>>();
let nextFilter = 1;

function handle(request: WorkerRequest): WorkerReply {
  switch (request.type) {
    case 'load-entries':
      for (const entry of JSON.parse(decoder.decode(request.json)) as ListEntry[]) pending.push(entry);
      return { id: request.id, ok: true };
    case 'load-end': {
      const started = performance.now();
      index = buildIndex(request.version, pending);
      pending = [];
      return { id: request.id, ok: true, build: { ms: Math.round(performance.now() - started), names: index.nameEntry.length, words: index.vocabulary.length, heapBytes: process.memoryUsage().heapUsed } };
    }
    case 'filter': {
      if (!index) throw new Error('no list is loaded');
      const filter = nextFilter++;
      filters.set(filter, entriesOf(index, request.entryKeys));
      return { id: request.id, ok: true, filter };
    }
    case 'forget':
      filters.delete(request.filter);
      return { id: request.id, ok: true };
    case 'screen': {
      if (!index) throw new Error('no list is loaded');
      const allowed = request.filter === undefined ? undefined : filters.get(request.filter);
      if (request.filter !== undefined && !allowed) throw new Error('unknown filter');
      return { id: request.id, ok: true, version: index.version, matches: screenParties(index, request.parties, { minimumScore: request.minimumScore }, allowed) };
    }
  }
}

port.on('message', (request: WorkerRequest) => {
  let reply: WorkerReply;
  try {
    reply = handle(request);
  } catch (error) {
    reply = { id: request.id, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
