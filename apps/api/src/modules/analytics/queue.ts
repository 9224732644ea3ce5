/**
 * A bounded in-process queue in front of the events table (record 064). Requests only push into
 * memory and return; one writer at a time inserts what is waiting in batches. When PostgreSQL is
 * slow the queue fills, and what no longer fits is dropped and counted, never kept: memory stays
 * bounded whatever the database does. A failed insert drops its batch (counted) rather than retry.
 */
export type EventQueueOptions<T> = {
  /** Inserts one batch; the queue awaits it before the next. */
  write: (rows: T[]) => Promise<void>;
  /** Events waiting at most; more are dropped. */
  maxQueued?: number;
  /** Events per insert. */
  batchSize?: number;
  /** How often waiting events are written when fewer than a batch wait. */
  flushMs?: number;
  log?: (message: string, err: unknown) => void;
};

export type EventQueue<T> = ReturnType<typeof createEventQueue<T>>;

export function createEventQueue<T>({
  write,
  maxQueued = 20_000,
  batchSize = 500,
  flushMs = 500,
  log = () => {},
}: EventQueueOptions<T>) {
  const waiting: T[] = [];
  let writing: Promise<void> | undefined;
  let dropped = 0;
  let written = 0;
  let timer: ReturnType<typeof setInterval> | undefined;

  /** Writes batches until nothing waits; one writer at a time. */
  function drain(): Promise<void> {
    if (writing) return writing;
    writing = (async () => {
      while (waiting.length > 0) {
        const batch = waiting.splice(0, batchSize);
        try {
          // Between batches the requests waiting get their turn (an embedded database's insert
          // runs on this thread).
          if (written > 0) await new Promise((resolve) => setImmediate(resolve));
          await write(batch);
          written += batch.length;
        } catch (err) {
          dropped += batch.length;
          log('analytics: writing a batch of events failed; it was dropped', err);
        }
      }
    })().finally(() => {
      writing = undefined;
    });
    return writing;
  }

  return {
    /** Takes what fits and returns how many; the rest is dropped and counted. */
    push(rows: readonly T[]): number {
      const room = Math.max(0, maxQueued - waiting.length);
      const taken = rows.length <= room ? rows : rows.slice(0, room);
      dropped += rows.length - taken.length;
      for (const row of taken) waiting.push(row);
      // A full batch goes at once; fewer wait for the timer (or the next full batch).
      if (waiting.length >= batchSize) void drain();
      return taken.length;
    },
    /** Writes everything waiting now (tests, the funnel's read, shutdown). */
    async flush() {
      await writing;
      await drain();
    },
    start() {
      timer ??= setInterval(() => void drain(), flushMs);
      timer.unref?.();
      return () => {
        clearInterval(timer);
        timer = undefined;
      };
    },
    stats: () => ({ queued: waiting.length, dropped, written, writing: writing !== undefined }),
  };
}
