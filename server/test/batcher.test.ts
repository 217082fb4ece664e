import { DatabaseError } from 'pg';
import { describe, expect, it } from 'vitest';
import { Batcher } from '../src/db/batcher';

/** Group commit: a lone call runs at once; calls that arrive while a batch is out go together next. */

function deferred() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return { released, release };
}

/** A batch runner that records each batch and waits for the test to let it finish. */
function recordingRunner(answer: (item: number) => string = (item) => `r${item}`) {
  const batches: number[][] = [];
  const gates: (() => void)[] = [];
  const run = async (items: number[]) => {
    batches.push(items);
    const gate = deferred();
    gates.push(gate.release);
    await gate.released;
    return items.map(answer);
  };
  return { batches, run, releaseNext: () => gates.shift()?.() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('Batcher', () => {
  it('runs a lone call at once and answers each caller its own result', async () => {
    const runner = recordingRunner();
    const batcher = new Batcher(runner.run, { maxInFlight: 1, maxBatch: 10 });
    const first = batcher.submit(1);
    await settle();
    expect(runner.batches).toEqual([[1]]);
    const waiting = [batcher.submit(2), batcher.submit(3), batcher.submit(4)];
    await settle();
    expect(runner.batches).toEqual([[1]]);
    runner.releaseNext();
    expect(await first).toBe('r1');
    await settle();
    expect(runner.batches).toEqual([[1], [2, 3, 4]]);
    runner.releaseNext();
    expect(await Promise.all(waiting)).toEqual(['r2', 'r3', 'r4']);
  });

  it('keeps maxInFlight batches out at once, each at most maxBatch items', async () => {
    const runner = recordingRunner();
    const batcher = new Batcher(runner.run, { maxInFlight: 2, maxBatch: 3 });
    const results = Array.from({ length: 9 }, (_, item) => batcher.submit(item));
    await settle();
    // The first two find a free slot each; the rest wait for one and go in threes.
    expect(runner.batches).toEqual([[0], [1]]);
    runner.releaseNext();
    await settle();
    expect(runner.batches).toEqual([[0], [1], [2, 3, 4]]);
    runner.releaseNext();
    await settle();
    expect(runner.batches).toEqual([[0], [1], [2, 3, 4], [5, 6, 7]]);
    runner.releaseNext();
    await settle();
    expect(runner.batches).toEqual([[0], [1], [2, 3, 4], [5, 6, 7], [8]]);
    runner.releaseNext();
    runner.releaseNext();
    expect(await Promise.all(results)).toEqual(['r0', 'r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7', 'r8']);
  });

  it('when the database refuses a batch, tries each item alone: only the bad one fails', async () => {
    const batches: number[][] = [];
    const batcher = new Batcher(
      async (items: number[]) => {
        batches.push(items);
        if (items.includes(13)) throw new DatabaseError('new row violates check constraint', 0, 'error');
        return items.map((item) => item * 2);
      },
      { maxInFlight: 1, maxBatch: 10 },
    );
    const blocker = batcher.submit(1);
    const results = [12, 13, 14].map((item) => batcher.submit(item).then((value) => ({ value }), (error: unknown) => ({ error })));
    expect(await blocker).toBe(2);
    const answers = await Promise.all(results);
    expect(answers[0]).toEqual({ value: 24 });
    expect((answers[1] as { error: Error }).error).toBeInstanceOf(DatabaseError);
    expect(answers[2]).toEqual({ value: 28 });
    expect(batches).toEqual([[1], [12, 13, 14], [12], [13], [14]]);
  });

  it('any other failure (a lost connection: the batch may have committed) is every item’s answer, not retried', async () => {
    const batches: number[][] = [];
    const lost = Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' });
    const batcher = new Batcher(
      async (items: number[]) => {
        batches.push(items);
        if (items.length > 1) throw lost;
        return items;
      },
      { maxInFlight: 1, maxBatch: 10 },
    );
    const blocker = batcher.submit(0);
    const results = [1, 2, 3].map((item) => batcher.submit(item).catch((error: unknown) => error));
    await blocker;
    expect(await Promise.all(results)).toEqual([lost, lost, lost]);
    expect(batches).toEqual([[0], [1, 2, 3]]);
  });

  it('a runner answering the wrong number of results fails its callers instead of misrouting', async () => {
    const batcher = new Batcher(async (items: number[]) => items.slice(1), { maxInFlight: 1, maxBatch: 10 });
    await expect(batcher.submit(5)).rejects.toThrow('batch of 1 answered 0 results');
  });
});
