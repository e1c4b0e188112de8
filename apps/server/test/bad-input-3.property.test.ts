import { describe, expect, it } from 'vitest';
import { probeRoutes, SHARDS, shardOf } from './bad-input.harness';

/** Shard 3 of the bad-input property (bad-input.property.test.ts holds the first and says why). */
describe('bad input on every route of the OpenAPI document (3/3)', () => {
  it('never answers 5xx, always answers refusals in the contract, and refused input writes nothing', async () => {
    const { failures, sent, refusedAsInput } = await probeRoutes(shardOf(2, SHARDS));
    expect(sent).toBeGreaterThan(100);
    expect(failures).toEqual([]);
    expect(refusedAsInput / sent).toBeGreaterThan(0.75);
  }, 240_000);
});
