/**
 * The events queue (record 064): bounded whatever the writer does. A slow writer fills it, and
 * what does not fit is dropped and counted; a failing writer's batch is dropped and counted too.
 */
import { describe, expect, it } from 'vitest';
import { createEventQueue } from './queue';

/** A writer that holds each batch until released, recording what it was given. */
function slowWriter() {
  const batches: number[][] = [];
  let release: () => void = () => {};
  return {
    batches,
    release: () => release(),
    write: (rows: number[]) =>
      new Promise<void>((resolve) => {
        batches.push(rows);
        release = resolve;
      }),
  };
}

const range = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i);

describe('the events queue', () => {
  it('drops and counts what does not fit while the writer is slow, and writes the rest', async () => {
    const writer = slowWriter();
    const queue = createEventQueue({ write: writer.write, maxQueued: 10, batchSize: 5 });
    // A full batch goes to the writer at once, which then holds it.
    expect(queue.push(range(0, 5))).toBe(5);
    expect(writer.batches).toEqual([range(0, 5)]);
    expect(queue.push(range(5, 8))).toBe(8);
    // Ten wait already: of these four, two fit and two are dropped.
    expect(queue.push(range(13, 4))).toBe(2);
    expect(queue.push([99])).toBe(0);
    expect(queue.stats()).toMatchObject({ queued: 10, dropped: 3, written: 0 });

    const flushed = queue.flush();
    for (let i = 0; i < 3; i++) {
      writer.release();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    await flushed;
    expect(writer.batches.flat()).toEqual(range(0, 15));
    expect(queue.stats()).toMatchObject({ queued: 0, dropped: 3, written: 15, writing: false });
    // Room again once written.
    expect(queue.push([1, 2])).toBe(2);
  });

  it('drops and counts a batch the database refused, and goes on with the next', async () => {
    let calls = 0;
    const written: number[] = [];
    const queue = createEventQueue<number>({
      write: async (rows) => {
        if (++calls === 1) throw new Error('connection refused');
        written.push(...rows);
      },
      batchSize: 3,
    });
    queue.push([1, 2, 3]);
    queue.push([4, 5]);
    await queue.flush();
    expect(written).toEqual([4, 5]);
    expect(queue.stats()).toMatchObject({ dropped: 3, written: 2, queued: 0 });
  });

  it('writes fewer than a batch on its timer', async () => {
    const written: number[] = [];
    const queue = createEventQueue<number>({
      write: async (rows) => void written.push(...rows),
      flushMs: 10,
    });
    const stop = queue.start();
    queue.push([7]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    stop();
    expect(written).toEqual([7]);
  });
});
