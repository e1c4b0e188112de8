import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';

const { db } = await createTestDatabase();
const app = await createTestApp(db);

describe('API answers are never cached', () => {
  it('sends no-store on answers, refusals and unknown API paths', async () => {
    for (const url of ['/api/health', '/api/auth/me', '/api/nowhere']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });
});
