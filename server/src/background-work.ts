import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request starts but does not wait for, such as mailing a reset link after the answer: it
 * runs once the answer has been written (so it cannot change how long the answer took), its
 * failure is logged, and closing the app waits for it, so none is cut off by a clean shutdown.
 */
export class BackgroundWork {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  run(label: string, task: () => Promise<void>): void {
    const work: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((error: unknown) => this.log.error({ err: error }, `${label} failed`))
      .finally(() => this.running.delete(work));
    this.running.add(work);
  }

  /** Resolves when everything started so far has finished. */
  async drain(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running);
  }
}
