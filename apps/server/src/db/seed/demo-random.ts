/**
 * Seeded pseudo-random numbers for the demo data: the same seed (the day the data is made) and the
 * same key always give the same number, whatever order the generator asks in, so the demo academy
 * is the same for a given day and the seed's tests are stable.
 */

export type DemoRandom = {
  /** A number in [0, 1) for a key. */
  chance: (key: string) => number;
  /** A whole number from `min` to `max` (both included) for a key. */
  between: (key: string, min: number, max: number) => number;
  /** One of the items for a key. */
  pick: <T>(key: string, items: readonly T[]) => T;
};

/** FNV-1a over the UTF-16 code units, then murmur3's finaliser to spread the bits. */
function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

export function demoRandom(seed: string): DemoRandom {
  const chance = (key: string) => hash32(`${seed}\u0000${key}`) / 0x1_0000_0000;
  const between = (key: string, min: number, max: number) => min + Math.floor(chance(key) * (max - min + 1));
  return {
    chance,
    between,
    pick: <T>(key: string, items: readonly T[]) => {
      if (items.length === 0) throw new RangeError('nothing to pick from');
      return items[between(key, 0, items.length - 1)] as T;
    },
  };
}
