import { chmod, mkdir, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chooseDatabaseDir, firstUnreachableParent, withDatabase } from './embedded-server';

const runningAsRoot = process.getuid?.() === 0;

describe('embedded server location', () => {
  it('replaces the database of a connection string', () => {
    expect(withDatabase('postgres://u:p@127.0.0.1:5432/postgres', 'academy')).toBe(
      'postgres://u:p@127.0.0.1:5432/academy',
    );
  });

  it('keeps DATA_DIR/pg when the postgres user can reach it', async () => {
    const base = await mkdtemp(path.join(os.tmpdir(), 'academy-reach-'));
    await chmod(base, 0o755);
    const messages: string[] = [];
    expect(chooseDatabaseDir(base, (message) => messages.push(message))).toBe(path.join(base, 'pg'));
    expect(messages).toEqual([]);
  });

  it('moves the cluster and says why when a parent folder is closed to others', async () => {
    const base = await mkdtemp(path.join(os.tmpdir(), 'academy-closed-'));
    const closed = path.join(base, 'private');
    await mkdir(path.join(closed, 'data'), { recursive: true });
    await chmod(closed, 0o700);
    await chmod(base, 0o755);
    const messages: string[] = [];
    const chosen = chooseDatabaseDir(path.join(closed, 'data'), (message) => messages.push(message));
    if (runningAsRoot) {
      expect(firstUnreachableParent(path.join(closed, 'data', 'pg'))).toBe(closed);
      expect(chosen).not.toContain(closed);
      expect(messages.join('\n')).toContain(closed);
      // The same DATA_DIR always maps to the same place, so the data is found again.
      expect(chooseDatabaseDir(path.join(closed, 'data'), () => {})).toBe(chosen);
    } else {
      // Not root: PostgreSQL runs as this user, who owns the folder.
      expect(chosen).toBe(path.join(closed, 'data', 'pg'));
    }
  });
});
