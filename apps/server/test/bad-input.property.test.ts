import { errorResponseSchema } from '@academy/domain/errors/error-response.schema';
import { INVALID_CHARACTER_MESSAGE } from '@academy/domain/validation/validation.messages';
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  app,
  changedTables,
  currentAuth,
  db,
  fingerprint,
  probeRoutes,
  realIds,
  routes,
  SHARDS,
  shardOf,
  world,
} from './bad-input.harness';

/**
 * Bad input never becomes a 500 (bad-input.harness.ts says how): the harness's own check, the
 * requests that used to fail, and the first of the shards of every route of the OpenAPI document
 * (bad-input-2 and bad-input-3 hold the others, so the shards run in separate test processes).
 */

describe('bad input on every route of the OpenAPI document (1/3)', () => {
  it('knows a write when it sees one (the check below can fail)', async () => {
    const before = await fingerprint();
    await sql`update students set memo = memo where id = ${realIds.studentId ?? ''}`.execute(db);
    expect(changedTables(before, await fingerprint())).toEqual(['students']);
  });

  it('answers the requests that used to fail with a clear Korean refusal', async () => {
    const inst = `/api/insts/${world.instId}`;
    const call = async (method: InjectOptions['method'], url: string, payload?: InjectOptions['payload']) => {
      const response = await app.inject({ method, url, payload, ...currentAuth() });
      expect(response.statusCode, url).toBe(400);
      return errorResponseSchema.parse(response.json());
    };
    const born = await call('POST', `${inst}/students`, { studentNm: '김민수', birthdate: '0001-01-01' });
    expect(born.fields).toEqual({ birthdate: '생년월일은 1900.01.01부터 2100.12.31 사이로 입력해 주세요.' });
    const month = await call('GET', `${inst}/schedule/month?month=9999-12`);
    expect(month.fields).toEqual({ month: '월은 1900.01부터 2100.12 사이로 선택해 주세요.' });
    expect((await call('GET', `${inst}/attendance/overview?date=0000-01-01`)).fields).toHaveProperty('date');
    expect((await call('GET', `${inst}/schedule/week?date=0050-03-02`)).fields).toHaveProperty('date');
    expect((await call('GET', `${inst}/students?q=%EA%B9%80%00`)).fields).toEqual({ q: INVALID_CHARACTER_MESSAGE });
    expect((await call('POST', '/api/auth/login', { userInputId: 'a\u0000', pw: 'x' })).code).toBe('VALIDATION_FAILED');
  });

  it('never answers 5xx, always answers refusals in the contract, and refused input writes nothing', async () => {
    expect(routes.length).toBeGreaterThan(100);
    // Rows the demo data has; ids it lacks (memos, invites …) are random and answer 404 after validation.
    expect(Object.keys(realIds).filter((name) => realIds[name])).toEqual(
      expect.arrayContaining(['instId', 'studentId', 'classId', 'guardianId', 'enrolmentId']),
    );
    const { failures, sent, refusedAsInput } = await probeRoutes(shardOf(0, SHARDS));
    expect(failures).toEqual([]);
    // The bad values really were refused as bad input, most of them at the edge or by the schemas.
    expect(refusedAsInput / sent).toBeGreaterThan(0.75);
  }, 240_000);
});
