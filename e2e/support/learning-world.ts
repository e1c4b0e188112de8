import { expect, type TestInfo } from '@playwright/test';
import { apiAs, hangulOf, type MemberApi, SYLLABLES } from './member-api';
import { type FreshMember, signUpFreshMember, uniqueSeed } from './profile-helpers';

/**
 * The learning journeys' set-up (grades, homework, reports): a fresh academy with its director, an
 * invited teacher teaching one class that started today, and `classSize` students in it. The first
 * student has both a parent and an account of their own (each accepted their invitation text); the
 * others are names on the roll. Everything is made through the API for one run and project alone.
 */

export type LearningWorld = {
  instId: string;
  instNm: string;
  classId: string;
  classNm: string;
  director: FreshMember;
  teacher: FreshMember;
  parent: FreshMember;
  student: FreshMember;
  /** The class's students in the order they were registered; the first has the parent and the account. */
  students: { studentId: string; studentNm: string }[];
};

/** Today in Seoul, `YYYY-MM-DD`. */
export function seoulToday(): string {
  return new Date(Date.now() + 9 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** The invitation code in the newest invitation text to `mobileNo`. */
async function invitationCode(api: MemberApi, mobileNo: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const { messages } = await api.get<{ messages: { body: string; purpose: string }[] }>(
          `/api/dev/outbox?recipient=${mobileNo}&limit=5`,
        );
        code = messages
          .filter((message) => message.purpose === 'invitation')
          .flatMap((message) => /InstConnect\?code=([A-Z0-9]+)/.exec(message.body)?.[1] ?? [])[0];
        return code;
      },
      { message: `an invitation text to ${mobileNo}`, timeout: 10_000 },
    )
    .toBeTruthy();
  return code as string;
}

export async function openLearningAcademy(
  baseURL: string,
  testInfo: TestInfo,
  options: { classSize: number },
): Promise<LearningWorld> {
  const [director, teacher, parent, student] = await Promise.all(
    Array.from({ length: 4 }, () => signUpFreshMember(baseURL, testInfo)),
  );
  if (!director || !teacher || !parent || !student) throw new Error('the sign-ups answered nothing');
  const seed = hangulOf(uniqueSeed(testInfo).slice(-4));
  const [asDirector, asTeacher, asParent, asStudent] = await Promise.all([
    apiAs(baseURL, director),
    apiAs(baseURL, teacher),
    apiAs(baseURL, parent),
    apiAs(baseURL, student),
  ]);
  try {
    const instNm = `배움학원${seed}`;
    const { instId } = await asDirector.post<{ instId: string }>('/api/insts', {
      instNm,
      instTpCd: 'ACADEMY',
      subjects: ['수학'],
      address: '서울특별시 강남구 테헤란로 123',
      telNo: '0212345678',
    });
    const { invite } = await asDirector.post<{ invite: { code: string } }>(`/api/insts/${instId}/employees`, {
      userNm: teacher.userNm,
      mobileNo: teacher.mobileNo,
      relationCd: '050',
    });
    await asTeacher.post(`/api/invites/${invite.code}/accept`);

    const today = seoulToday();
    const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
    const classNm = `수학${seed.slice(-3)}반`;
    const created = await asDirector.post<{ class: { classId: string } }>(`/api/insts/${instId}/classes`, {
      classNm,
      compulsorySubject: '수학',
      classTpCd: '010',
      fixed: Math.max(20, options.classSize),
      lecDay: [weekday],
      lecStartDt: today,
      lectureList: [{ day: weekday, start: '15:00', end: '17:00', room: '' }],
      teacherId: asTeacher.userId,
    });
    const classId = created.class.classId;

    // The first student: the parent is their guardian, and the student's own number is on the roll.
    const firstNm = `김${seed.slice(-2)}솔`;
    const first = await asDirector.post<{ student: { studentId: string } }>(`/api/insts/${instId}/students`, {
      studentNm: firstNm,
      birthdate: '2012-03-03',
      mobileNo: student.mobileNo,
      guardians: [{ guardianNm: parent.userNm, mobileNo: parent.mobileNo, relationType: '어머니' }],
      inviteGuardians: true,
      classIds: [classId],
    });
    await asParent.post(`/api/invites/${await invitationCode(asParent, parent.mobileNo)}/accept`);
    await asDirector.post(`/api/insts/${instId}/students/${first.student.studentId}/invite`);
    await asStudent.post(`/api/invites/${await invitationCode(asStudent, student.mobileNo)}/accept`);

    const students = [{ studentId: first.student.studentId, studentNm: firstNm }];
    const surnames = '이박최정강조윤장임한';
    for (let index = 1; index < options.classSize; index += 1) {
      const studentNm = `${surnames[index % surnames.length]}${seed.slice(-2)}${SYLLABLES[index % 10]}${SYLLABLES[Math.floor(index / 10)]}`;
      const registered = await asDirector.post<{ student: { studentId: string } }>(`/api/insts/${instId}/students`, {
        studentNm,
        birthdate: '2012-06-06',
        classIds: [classId],
      });
      students.push({ studentId: registered.student.studentId, studentNm });
    }
    return { instId, instNm, classId, classNm, director, teacher, parent, student, students };
  } finally {
    await Promise.all([asDirector, asTeacher, asParent, asStudent].map((api) => api.dispose()));
  }
}
