import { businessDateOf } from '@academy/domain/format/format.business-date';
import type { Transaction } from 'kysely';
import { TERMS_VERSION } from '../../features/account/account.constants';
import { hashPassword } from '../../platform/auth/password';
import { newId } from '../../platform/ids/new-id';
import type { Database, DB } from '../database';

/** The password of every demo account (README lists them). */
export const DEMO_PASSWORD = 'demo1234';

export const DEMO_INSTITUTE = {
  instNm: '한빛수학학원',
  telNo: '0212345678',
  address: '서울특별시 강남구 테헤란로 123',
};

export const DEMO_ACCOUNTS = [
  {
    loginId: 'director',
    userNm: '김원장',
    mobileNo: '01011112222',
    relationCd: '020',
    authCd: '000',
    birthdate: '1980-03-14',
  },
  {
    loginId: 'manager',
    userNm: '이실장',
    mobileNo: '01022223333',
    relationCd: '030',
    authCd: '010#020#030#031#032',
    birthdate: '1987-07-02',
  },
  {
    loginId: 'teacher',
    userNm: '박강사',
    mobileNo: '01033334444',
    relationCd: '050',
    authCd: '020',
    birthdate: '1992-11-21',
  },
  {
    loginId: 'parent',
    userNm: '최학부모',
    mobileNo: '01044445555',
    relationCd: null,
    authCd: null,
    birthdate: '1983-05-30',
  },
  {
    loginId: 'student',
    userNm: '최민준',
    mobileNo: '01055556666',
    relationCd: '010',
    authCd: null,
    birthdate: '2011-04-09',
  },
  {
    loginId: 'student2',
    userNm: '최서연',
    mobileNo: '01066667777',
    relationCd: '010',
    authCd: null,
    birthdate: '2014-09-17',
  },
] as const;

/** Fills an empty database with one academy and its people. Does nothing when users exist. */
export async function seedDemoData(db: Database): Promise<boolean> {
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return false;

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (trx) => {
    const ids = new Map<string, string>();
    const now = new Date();
    for (const account of DEMO_ACCOUNTS) {
      const id = newId();
      ids.set(account.loginId, id);
      // 최서연 (2014) is under 14: her mother consented for her, as the sign-up's guardian path records.
      const underFourteen = account.loginId === 'student2';
      await trx
        .insertInto('users')
        .values({
          id,
          login_id: account.loginId,
          password_hash: passwordHash,
          user_nm: account.userNm,
          user_nick_nm: account.userNm,
          mobile_no: account.mobileNo,
          email: `${account.loginId}@example.com`,
          birthdate: account.birthdate,
          gender_cd: null,
          last_active_at: now,
          parent_nm: underFourteen ? '최학부모' : null,
          guardian_consented_at: underFourteen ? now : null,
        })
        .execute();
      const givenBy = underFourteen ? ('guardian' as const) : ('self' as const);
      const consents = [
        ['age14', true],
        ['useTerms', true],
        ['personalInfo', true],
        ['marketing', false],
        ['night', false],
        ...(underFourteen ? [['guardian', true] as const] : []),
      ] as const;
      await trx
        .insertInto('user_consents')
        .values(
          consents.map(([key, agreed]) => ({
            id: newId(),
            user_id: id,
            consent_key: key,
            terms_version: TERMS_VERSION,
            agreed,
            given_by: givenBy,
            at: now,
          })),
        )
        .execute();
    }
    const directorId = ids.get('director') as string;
    const instId = newId();
    await trx
      .insertInto('institutes')
      .values({
        id: instId,
        inst_nm: DEMO_INSTITUTE.instNm,
        tel_no: DEMO_INSTITUTE.telNo,
        address: DEMO_INSTITUTE.address,
        detail_address: '4층',
        president_user_id: directorId,
      })
      .execute();
    await trx
      .insertInto('memberships')
      .values(
        DEMO_ACCOUNTS.map((account) => ({
          inst_id: instId,
          user_id: ids.get(account.loginId) as string,
          relation_cd: account.relationCd,
          auth_cd: account.authCd,
        })),
      )
      .execute();
    const parentId = ids.get('parent') as string;
    await trx
      .insertInto('family_links')
      .values([
        { parent_user_id: parentId, child_user_id: ids.get('student') as string, relation_type: '어머니' },
        { parent_user_id: parentId, child_user_id: ids.get('student2') as string, relation_type: '어머니' },
      ])
      .execute();
    await seedDemoStudents(trx, { instId, directorId, parentId, studentIds: ids, now });
  });
  return true;
}

/**
 * The academy's student records (원생): 최민준 and 최서연 linked to their accounts with their mother
 * (the demo parent) as a connected guardian, and more students on the roll, not yet connected, so
 * the lists, search, birthdays and member list have something to show.
 */
export const DEMO_STUDENTS = [
  {
    studentNm: '최민준',
    loginId: 'student',
    mobileNo: '01055556666',
    birthdate: '2011-04-09',
    genderCd: 'M',
    schoolNm: '한빛중학교',
    gradeYear: 9,
  },
  {
    studentNm: '최서연',
    loginId: 'student2',
    mobileNo: '01066667777',
    birthdate: '2014-09-17',
    genderCd: 'F',
    schoolNm: '한빛초등학교',
    gradeYear: 6,
  },
  {
    studentNm: '김도윤',
    birthdate: '2012-01-23',
    genderCd: 'M',
    schoolNm: '한빛중학교',
    gradeYear: 8,
    guardian: ['김영희', '01070001001', '어머니'],
  },
  {
    studentNm: '이하은',
    birthdate: '2013-06-02',
    genderCd: 'F',
    schoolNm: '새솔중학교',
    gradeYear: 7,
    guardian: ['이준호', '01070001002', '아버지'],
  },
  {
    studentNm: '박서준',
    birthdate: '2010-11-30',
    genderCd: 'M',
    schoolNm: '한빛고등학교',
    gradeYear: 10,
    guardian: ['박미경', '01070001003', '어머니'],
  },
  {
    studentNm: '정지우',
    birthdate: '2015-03-14',
    genderCd: 'F',
    schoolNm: '한빛초등학교',
    gradeYear: 5,
    guardian: ['정수진', '01070001004', '어머니'],
  },
  {
    studentNm: '강민서',
    birthdate: '2012-08-08',
    genderCd: 'F',
    schoolNm: '새솔중학교',
    gradeYear: 8,
    guardian: ['강동원', '01070001005', '아버지'],
    status: 'paused',
  },
  {
    studentNm: '윤시우',
    birthdate: '2011-12-25',
    genderCd: 'M',
    schoolNm: '한빛중학교',
    gradeYear: 9,
    guardian: ['윤정숙', '01070001006', '조부모'],
    status: 'left',
  },
] as const;

async function seedDemoStudents(
  db: Transaction<DB>,
  input: { instId: string; directorId: string; parentId: string; studentIds: Map<string, string>; now: Date },
): Promise<void> {
  const today = businessDateOf(input.now);
  for (const student of DEMO_STUDENTS) {
    const id = newId();
    const userId = 'loginId' in student ? (input.studentIds.get(student.loginId) ?? null) : null;
    const status = 'status' in student ? student.status : 'enrolled';
    await db
      .insertInto('students')
      .values({
        inst_id: input.instId,
        id,
        user_id: userId,
        student_nm: student.studentNm,
        birthdate: student.birthdate,
        gender_cd: student.genderCd,
        school_nm: student.schoolNm,
        grade_year: student.gradeYear,
        mobile_no: 'mobileNo' in student ? student.mobileNo : null,
        status,
        status_since: today,
        created_by: input.directorId,
        created_at: input.now,
        updated_at: input.now,
      })
      .execute();
    const [guardianNm, mobileNo, relationType] =
      'guardian' in student ? student.guardian : (['최학부모', '01044445555', '어머니'] as const);
    await db
      .insertInto('student_guardians')
      .values({
        inst_id: input.instId,
        id: newId(),
        student_id: id,
        guardian_nm: guardianNm,
        mobile_no: mobileNo,
        relation_type: relationType,
        user_id: 'guardian' in student ? null : input.parentId,
        created_at: input.now,
      })
      .execute();
  }
}
