import type { FastifyInstance } from 'fastify';
import { createTestUser, loginAs, type TestSession, type TestUser } from '../../../test/account-helpers';
import type { Database } from '../../db/database';
import { newId } from '../../platform/ids/new-id';

/**
 * Test fixtures of the institute area: people with sessions, an academy opened through the API, and
 * members, students and guardians put straight into the tables (the students and employees screens
 * own those flows).
 */

export const TABLES = [
  'institutes',
  'memberships',
  'invites',
  'join_requests',
  'students',
  'student_guardians',
  'family_links',
  'notifications',
  'audit_log',
  'outbox_messages',
] as const;

export const academyBody = {
  instNm: '한빛수학학원',
  instTpCd: 'ACADEMY',
  subjects: ['수학', '과학'],
  address: '서울특별시 강남구 테헤란로 123',
  detailAddress: '4층',
  telNo: '02-1234-5678',
  bizRegNo: '124-81-00998',
};

export type Person = TestUser & { session: TestSession };

/** A signed-in account; its verified mobile number is a fresh one unless given. */
export async function person(
  app: FastifyInstance,
  db: Database,
  userNm = '이테스트',
  options: { mobileNo?: string | null } = {},
): Promise<Person> {
  const user = await createTestUser(db, { userNm, mobileNo: options.mobileNo });
  return { ...user, session: await loginAs(app, user) };
}

/** A director with an academy opened through POST /api/insts; answers both. */
export async function openAcademy(
  app: FastifyInstance,
  db: Database,
  body: Record<string, unknown> = {},
): Promise<{ director: Person; instId: string }> {
  const director = await person(app, db, '김원장');
  const response = await director.session.inject({
    method: 'POST',
    url: '/api/insts',
    payload: { ...academyBody, ...body },
  });
  if (response.statusCode !== 200) throw new Error(`create failed: ${response.body}`);
  return { director, instId: (response.json() as { instId: string }).instId };
}

/** A member of an academy with the given relation code (null: parent) and authCd. */
export async function member(
  app: FastifyInstance,
  db: Database,
  instId: string,
  relationCd: '010' | '020' | '030' | '050' | null,
  authCd: string | null = null,
  userNm = '박구성원',
): Promise<Person> {
  const someone = await person(app, db, userNm);
  await db
    .insertInto('memberships')
    .values({ inst_id: instId, user_id: someone.id, relation_cd: relationCd, auth_cd: authCd })
    .execute();
  return someone;
}

/** A student record of an academy, optionally with guardians (name, mobile, account). */
export async function studentRecord(
  db: Database,
  instId: string,
  values: {
    studentNm?: string;
    userId?: string | null;
    status?: 'enrolled' | 'paused' | 'left';
    guardians?: { guardianNm: string; mobileNo?: string | null; userId?: string | null; relationType?: string }[];
  } = {},
): Promise<{ studentId: string; guardianIds: string[] }> {
  const studentId = newId();
  await db
    .insertInto('students')
    .values({
      inst_id: instId,
      id: studentId,
      user_id: values.userId ?? null,
      student_nm: values.studentNm ?? '최민준',
      birthdate: '2012-04-09',
      gender_cd: 'M',
      school_nm: '한빛초등학교',
      grade_year: 6,
      mobile_no: null,
      status: values.status ?? 'enrolled',
      status_since: '2026-03-02',
      memo: null,
      created_by: null,
    })
    .execute();
  const guardianIds: string[] = [];
  for (const guardian of values.guardians ?? []) {
    const id = newId();
    guardianIds.push(id);
    await db
      .insertInto('student_guardians')
      .values({
        inst_id: instId,
        id,
        student_id: studentId,
        guardian_nm: guardian.guardianNm,
        mobile_no: guardian.mobileNo ?? null,
        user_id: guardian.userId ?? null,
        relation_type: guardian.relationType ?? '기타',
      })
      .execute();
  }
  return { studentId, guardianIds };
}
