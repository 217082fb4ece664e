import { Worker } from 'node:worker_threads';
import type { IndexBuild, WorkerReply, WorkerRequest } from './worker-protocol';

/** One worker thread of the screening engine (engine.ts), holding one list version, and the calls to it. */

/**
 * The worker's code: the bundle's screening-worker.js beside the bundled entry point
 * (dist/server/, scripts/build-server.mjs), or, when the server runs from its TypeScript sources
 * (Vitest, `tsx`), worker-from-source.mjs, which registers tsx in the worker and imports worker.ts.
 */
function workerSource(): URL {
  return import.meta.url.endsWith('.ts') ? new URL('./worker-from-source.mjs', import.meta.url) : new URL('./screening-worker.js', import.meta.url);
}

/** A request without its id (distributive, so each kind keeps its fields). */
type WorkerRequestBody = WorkerRequest extends infer Request ? (Request extends WorkerRequest ? Omit<Request, 'id'> : never) : never;

interface Waiting {
  resolve(reply: WorkerReply & { ok: true }): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/** One worker thread holding one list version. */
export class IndexWorker {
  private readonly worker: Worker;
  private readonly waiting = new Map<number, Waiting>();
  private nextId = 1;
  /** Screenings using this worker; a replaced worker ends when none is left. */
  users = 0;
  retired = false;
  stopped: Error | undefined;
  version: number | undefined;
  build: IndexBuild | undefined;

  constructor(
    private readonly timeoutMs: number,
    private readonly onStop: (worker: IndexWorker) => void,
  ) {
    this.worker = new Worker(workerSource());
    // An idle worker does not keep the process alive (a waiting call's timer does).
    this.worker.unref();
    this.worker.on('message', (reply: WorkerReply) => this.answer(reply));
    this.worker.on('error', (error) => this.stop(new Error(`The screening worker failed: ${error.message}`)));
    this.worker.on('exit', (code) => this.stop(new Error(`The screening worker stopped (exit code ${code})`)));
  }

  call(request: WorkerRequestBody, timeoutMs = this.timeoutMs): Promise<WorkerReply & { ok: true }> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => this.stop(new Error(`The screening worker did not answer within ${timeoutMs} ms`)), timeoutMs);
      this.waiting.set(id, { resolve, reject, timer });
      this.worker.postMessage({ ...request, id } as WorkerRequest);
    });
  }

  private answer(reply: WorkerReply): void {
    const waiting = this.waiting.get(reply.id);
    if (!waiting) return;
    this.waiting.delete(reply.id);
    clearTimeout(waiting.timer);
    if (reply.ok) waiting.resolve(reply);
    else waiting.reject(new Error(`Screening failed: ${reply.error}`));
  }

  /** Ends the worker (a crash, a timeout, a replaced version, close): every waiting call rejects. */
  stop(reason: Error): void {
    if (this.stopped) return;
    this.stopped = reason;
    for (const waiting of this.waiting.values()) {
      clearTimeout(waiting.timer);
      waiting.reject(reason);
    }
    this.waiting.clear();
    void this.worker.terminate();
    this.onStop(this);
  }

  release(): void {
    this.users -= 1;
    if (this.retired && this.users === 0) this.stop(new Error('The screening worker was replaced by a newer list version'));
  }

  /** For tests: the thread, to end it as a crash would. */
  get thread(): Worker {
    return this.worker;
  }
}

