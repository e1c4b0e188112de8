import type { CreateGradeBodyInput, ScoreRowInput } from '@academy/domain/grades/grades.schema';
import type { LightMyRequestResponse } from 'fastify';
import type { Caller } from '../attendance/attendance.test-helpers';
import { createFeedWorld, type FeedWorld } from '../feed/feed.test-helpers';

/**
 * Test helpers of grades: the feed's world (class 수학A taught by `teacher` with 김가윤 (parentA's),
 * 이나준 (parentB's, with their own account `studentB`) and 박다인 (parentC's); class 영어B taught by
 * `otherTeacher` with 최라온 (parentD's)), and tests and grids made through the API.
 */
export { createFeedWorld as createGradesWorld, type FeedWorld as GradesWorld };

export function expectStatus(response: LightMyRequestResponse, status: number): void {
  if (response.statusCode !== status) {
    throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body}`);
  }
}

/** Makes a test (step 1) as `caller` and answers its id. */
export async function createGradeAs(
  caller: Caller,
  instId: string,
  body: Partial<CreateGradeBodyInput> & { classId: string },
): Promise<string> {
  const response = await caller.inject({
    method: 'POST',
    url: `/api/insts/${instId}/grades`,
    payload: { name: '11월 단원평가', subject: '수학', testDate: '2026-11-20', maxScore: 100, ...body },
  });
  expectStatus(response, 201);
  return response.json().gradeId as string;
}

export function saveGridAs(caller: Caller, instId: string, gradeId: string, scores: ScoreRowInput[]) {
  return caller.inject({ method: 'PUT', url: `/api/insts/${instId}/grades/${gradeId}/scores`, payload: { scores } });
}

export function publishAs(caller: Caller, instId: string, gradeId: string) {
  return caller.inject({ method: 'POST', url: `/api/insts/${instId}/grades/${gradeId}/publish` });
}
