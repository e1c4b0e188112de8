import { describe, expect, it } from 'vitest';
import { backgroundRuns } from './academy-export.background';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

/** Work that runs until `finish` is called, counting how many run at once. */
function gate(counter: { now: number; most: number }) {
  let finish = () => {};
  const work = () =>
    new Promise<void>((resolve) => {
      counter.now += 1;
      counter.most = Math.max(counter.most, counter.now);
      finish = () => {
        counter.now -= 1;
        resolve();
      };
    });
  return { work, finish: () => finish() };
}

describe('backgroundRuns', () => {
  it('runs at most `limit` at a time, the rest in the order they arrived', async () => {
    const counter = { now: 0, most: 0 };
    const runs = backgroundRuns(2, () => {});
    const gates = Array.from({ length: 4 }, () => gate(counter));
    for (const { work } of gates) runs.run(work);
    await tick();
    expect(counter.now).toBe(2);
    gates[0]?.finish();
    await tick();
    expect(counter.now).toBe(2);
    for (const { finish } of gates.slice(1)) {
      finish();
      await tick();
    }
    expect(counter).toEqual({ now: 0, most: 2 });
    await runs.close();
  });

  it('hands failures to onError and goes on with the next work', async () => {
    const errors: unknown[] = [];
    const runs = backgroundRuns(1, (error) => errors.push(error));
    let ran = false;
    runs.run(async () => {
      throw new Error('boom');
    });
    runs.run(async () => {
      ran = true;
    });
    await tick();
    expect(errors).toEqual([new Error('boom')]);
    expect(ran).toBe(true);
    await runs.close();
  });

  it('on close, waits for the runs in flight and drops the work not started', async () => {
    const counter = { now: 0, most: 0 };
    const runs = backgroundRuns(1, () => {});
    const first = gate(counter);
    let second = false;
    runs.run(first.work);
    runs.run(async () => {
      second = true;
    });
    await tick();
    const closing = runs.close();
    let closed = false;
    void closing.then(() => {
      closed = true;
    });
    await tick();
    expect(closed).toBe(false);
    first.finish();
    await closing;
    expect(second).toBe(false);
    runs.run(async () => {
      second = true;
    });
    await tick();
    expect(second).toBe(false);
  });
});
