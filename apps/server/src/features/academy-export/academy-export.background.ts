/**
 * The exports running in this process: at most `limit` at a time, the others waiting their turn in
 * the order they arrived. Each run holds a database connection for its snapshot and needs a second
 * one now and then for its progress, so without a bound a few academies exporting at once could take
 * every connection of the pool and wait on each other for ever. A failure goes to `onError` (the
 * run has marked its export failed); `close` drops the work not started yet — its exports stop
 * moving and are marked failed as stopped (STALE_EXPORT_MS), so their directors can start again —
 * and waits for the runs in flight.
 */
export type BackgroundRuns = {
  run: (work: () => Promise<void>) => void;
  close: () => Promise<void>;
};

export function backgroundRuns(limit: number, onError: (error: unknown) => void): BackgroundRuns {
  const waiting: (() => Promise<void>)[] = [];
  const inFlight = new Set<Promise<void>>();
  let closed = false;

  const startNext = () => {
    while (!closed && inFlight.size < limit) {
      const work = waiting.shift();
      if (!work) return;
      const run: Promise<void> = work()
        .catch(onError)
        .finally(() => {
          inFlight.delete(run);
          startNext();
        });
      inFlight.add(run);
    }
  };

  return {
    run(work) {
      if (closed) return;
      waiting.push(work);
      startNext();
    },
    async close() {
      closed = true;
      waiting.length = 0;
      await Promise.allSettled([...inFlight]);
    },
  };
}
