import { DatabaseError } from 'pg';

/**
 * Group commit for one statement: calls that arrive while `maxInFlight` batches are already
 * running wait and then go together, as one statement and one commit, in the next batch. A call
 * that finds a free slot runs at once, so a quiet server never delays anyone; under load the
 * per-statement and per-commit work (parsing, triggers, the WAL flush) is shared by the batch.
 *
 * `run` answers one result per item, in order. When the database refuses a batch of several (an
 * error it reports, after which nothing was written), each item is tried again on its own, so one
 * item's failure is never another's. Any other failure (a lost connection: the batch may or may
 * not have been committed) is every item's answer, exactly as it would have been unbatched.
 */
export interface BatcherOptions {
  /** Batches running at once (each holds a database connection while it runs). */
  maxInFlight: number;
  /** Items per statement at most. */
  maxBatch: number;
}

/** An error PostgreSQL answered for a statement: the statement, and its implicit transaction, wrote nothing. */
function isRefusedByDatabase(error: unknown): boolean {
  return error instanceof DatabaseError;
}

interface Waiting<Item, Result> {
  item: Item;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
}

export class Batcher<Item, Result> {
  private readonly waiting: Waiting<Item, Result>[] = [];
  private inFlight = 0;

  constructor(
    private readonly run: (items: Item[]) => Promise<Result[]>,
    private readonly options: BatcherOptions,
  ) {}

  submit(item: Item): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.inFlight < this.options.maxInFlight && this.waiting.length > 0) {
      const batch = this.waiting.splice(0, this.options.maxBatch);
      this.inFlight += 1;
      void this.settle(batch).finally(() => {
        this.inFlight -= 1;
        this.dispatch();
      });
    }
  }

  private async settle(batch: Waiting<Item, Result>[]): Promise<void> {
    try {
      const results = await this.run(batch.map((waiting) => waiting.item));
      if (results.length !== batch.length) throw new Error(`batch of ${batch.length} answered ${results.length} results`);
      batch.forEach((waiting, index) => waiting.resolve(results[index]!));
    } catch (error) {
      if (batch.length === 1 || !isRefusedByDatabase(error)) {
        for (const waiting of batch) waiting.reject(error);
        return;
      }
      await Promise.all(batch.map((waiting) => this.settle([waiting])));
    }
  }
}
