import { describe, expect, it } from 'vitest';
import { installKoreanErrorMap } from '../validation/validation.error-map';
import {
  classImageUrl,
  createClassBody,
  enrolStudentsBody,
  LEC_DAY_WITHOUT_SLOT_MESSAGE,
  lectureListSchema,
  newTeacherInput,
  newTuitionInput,
  ONE_TO_ONE_FIXED_MESSAGE,
  SLOT_END_MESSAGE,
  SLOT_OVERLAP_MESSAGE,
  TEACHER_REQUIRED_MESSAGE,
  updateClassBody,
} from './class.schema';

installKoreanErrorMap();

const TEACHER = '019a0000-0000-7000-8000-000000000001';

const valid = {
  classNm: '중등 수학 A반',
  compulsorySubject: '수학',
  classTpCd: '010',
  fixed: 12,
  lecDay: [1, 3],
  lecStartDt: '2026-11-02',
  lectureList: [
    { day: 1, start: '16:00', end: '17:30', room: '201호' },
    { day: 3, start: '16:00', end: '17:30' },
  ],
  teacherId: TEACHER,
};

const fieldsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('createClassBody', () => {
  it('fills in the defaults of the class group', () => {
    const body = createClassBody.parse(valid);
    expect(body).toMatchObject({
      lecEndDt: null,
      newTeacher: null,
      tuitionId: null,
      newTuition: null,
      payDtTpCd: '010',
      appointedDt: '1',
      imageFileNm: null,
      uploadImages: [],
      showYn: 'Y#Y#N#N',
      classIntroContent: '',
      tags: [],
    });
    expect(body.lectureList[1]?.room).toBe('');
  });

  it('caps the headcount at 9999', () => {
    expect(createClassBody.parse({ ...valid, fixed: 123456 }).fixed).toBe(9999);
  });

  it('refuses overlapping slots, an end before the start, and days without a slot', () => {
    const result = createClassBody.safeParse({
      ...valid,
      lecDay: [1, 3, 5],
      lectureList: [
        { day: 1, start: '16:00', end: '17:30' },
        { day: 1, start: '17:00', end: '18:00' },
        { day: 3, start: '18:00', end: '17:00' },
      ],
    });
    // The slot with its end first is reported; the overlap check runs once every slot reads.
    expect(fieldsOf(result)).toEqual({ 'lectureList.2.end': SLOT_END_MESSAGE });
    const overlap = createClassBody.safeParse({
      ...valid,
      lectureList: [...valid.lectureList, { day: 1, start: '17:00', end: '18:00' }],
    });
    expect(fieldsOf(overlap)).toEqual({ 'lectureList.2.start': SLOT_OVERLAP_MESSAGE });
    const days = createClassBody.safeParse({ ...valid, lecDay: [1, 3, 5] });
    expect(fieldsOf(days)).toEqual({ lectureList: LEC_DAY_WITHOUT_SLOT_MESSAGE });
  });

  it('keeps a 1:1 class at one student and asks for a teacher', () => {
    expect(fieldsOf(createClassBody.safeParse({ ...valid, classTpCd: '020' }))).toEqual({
      fixed: ONE_TO_ONE_FIXED_MESSAGE,
    });
    expect(fieldsOf(createClassBody.safeParse({ ...valid, teacherId: null }))).toEqual({
      teacherId: TEACHER_REQUIRED_MESSAGE,
    });
  });

  it('answers missing fields with the SPEC §5 messages', () => {
    const result = createClassBody.safeParse({ lectureList: [], teacherId: TEACHER });
    expect(fieldsOf(result)).toMatchObject({
      classNm: '반 이름을 입력해 주세요',
      compulsorySubject: '과목을 입력해 주세요',
      classTpCd: '수업 유형을 선택해 주세요',
      fixed: '정원을 입력해 주세요',
      lecDay: '수업 요일을 선택해 주세요',
      lecStartDt: '수업 시작일을 선택해 주세요',
      lectureList: '수업 시간을 선택해 주세요',
    });
  });

  it('takes a stock image or uploads, not both', () => {
    expect(
      createClassBody.safeParse({
        ...valid,
        imageFileNm: 'class002.jpg',
        uploadImages: ['019a0000-0000-7000-8000-000000000009.png'],
      }).success,
    ).toBe(false);
    expect(createClassBody.safeParse({ ...valid, uploadImages: ['../../etc/passwd'] }).success).toBe(false);
    expect(createClassBody.safeParse({ ...valid, imageFileNm: 'class006.jpg' }).success).toBe(false);
  });
});

describe('new teacher and tuition', () => {
  it('strips all but digits from the phone number', () => {
    expect(newTeacherInput.parse({ name: '정 강사!', number: '010-1234-5678' })).toEqual({
      name: '정강사',
      number: '01012345678',
    });
    expect(fieldsOf(newTeacherInput.safeParse({ name: '정강사', number: '02-123-4567' }))).toEqual({
      number: '강사 휴대폰 번호 형식이 올바르지 않습니다. 다시 입력해 주세요.',
    });
  });

  it('needs the rounds of a per-round tuition', () => {
    expect(newTuitionInput.parse({ name: '주 2회', amount: 250000 })).toEqual({
      name: '주 2회',
      billingUnit: 'MONTH',
      amount: 250000,
      round: null,
    });
    expect(fieldsOf(newTuitionInput.safeParse({ name: '8회권', billingUnit: 'ROUND', amount: 200000 }))).toEqual({
      round: '회차 단위 수강료는 회차 수를 입력해 주세요.',
    });
  });
});

describe('other bodies', () => {
  it('edit takes the teachers as a list', () => {
    const { teacherId: _ignored, ...rest } = valid;
    expect(updateClassBody.parse({ ...rest, teacherIds: [TEACHER, TEACHER] }).teacherIds).toEqual([TEACHER]);
  });

  it('enrolment needs students and an end not before the start', () => {
    expect(
      fieldsOf(enrolStudentsBody.safeParse({ studentIds: [TEACHER], startDate: '2026-11-02', endDate: '2026-11-01' })),
    ).toEqual({ endDate: '수강 종료일은 시작일과 같거나 그 뒤여야 합니다.' });
    expect(fieldsOf(enrolStudentsBody.safeParse({ studentIds: [], startDate: '2026-11-02' }))).toEqual({
      studentIds: '원생을 선택해 주세요',
    });
  });

  it('lectureList alone reports overlaps on the later slot', () => {
    const result = lectureListSchema.safeParse([
      { day: 2, start: '10:00', end: '11:00' },
      { day: 2, start: '10:30', end: '11:30' },
    ]);
    expect(fieldsOf(result)).toEqual({ '1.start': SLOT_OVERLAP_MESSAGE });
  });

  it('serves stock images from the web app and uploads from the API', () => {
    expect(classImageUrl('i1', 'class003.jpg')).toBe('/class-images/class003.jpg');
    expect(classImageUrl('i1', 'abc.png')).toBe('/api/files/i1/class-images/abc.png');
  });
});

describe('the wizard’s step forms', () => {
  it('step 1 keeps a 1:1 class at one student', async () => {
    const { classBasicsForm } = await import('./class.schema');
    const base = { classNm: '1:1 수학', compulsorySubject: '수학', classTpCd: '020', fixed: 1, lecDay: [2] };
    expect(classBasicsForm.safeParse(base).success).toBe(true);
    expect(fieldsOf(classBasicsForm.safeParse({ ...base, fixed: 2 }))).toEqual({ fixed: ONE_TO_ONE_FIXED_MESSAGE });
  });

  it('step 2 takes an empty end date, and checks the end, the days and the slots', async () => {
    const { classScheduleForm } = await import('./class.schema');
    const base = {
      lecDay: [1],
      lecStartDt: '2026-11-02',
      lecEndDt: '',
      lectureList: [{ day: 1, start: '16:00', end: '17:00', room: '' }],
    };
    expect(classScheduleForm.safeParse(base).success).toBe(true);
    expect(fieldsOf(classScheduleForm.safeParse({ ...base, lecEndDt: '2026-11-01' }))).toEqual({
      lecEndDt: '수업 종료일은 시작일과 같거나 그 뒤여야 합니다.',
    });
    expect(fieldsOf(classScheduleForm.safeParse({ ...base, lecDay: [1, 5] }))).toEqual({
      lectureList: LEC_DAY_WITHOUT_SLOT_MESSAGE,
    });
    expect(
      fieldsOf(
        classScheduleForm.safeParse({
          ...base,
          lectureList: [...base.lectureList, { day: 4, start: '10:00', end: '11:00' }],
        }),
      ),
    ).toEqual({ 'lectureList.1.day': '수업 요일에 없는 요일입니다. 수업 요일을 먼저 선택해 주세요.' });
    expect(fieldsOf(classScheduleForm.safeParse({ ...base, lecEndDt: '2026-13-01' }))).toEqual({
      lecEndDt: '수업 종료일을 선택해 주세요',
    });
  });

  it('step 3 fills in the defaults and bounds the tags', async () => {
    const { classPresentationForm } = await import('./class.schema');
    expect(classPresentationForm.parse({})).toEqual({
      payDtTpCd: '010',
      appointedDt: '1',
      showYn: 'Y#Y#N#N',
      classIntroContent: '',
      tags: [],
    });
    expect(classPresentationForm.safeParse({ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }).success).toBe(
      false,
    );
    expect(classPresentationForm.safeParse({ payDtTpCd: '040' }).success).toBe(false);
  });

  it('edit and create check the same rules between fields', () => {
    const { teacherId: _ignored, ...rest } = valid;
    expect(fieldsOf(updateClassBody.safeParse({ ...rest, lecEndDt: '2026-11-01', teacherIds: [] }))).toEqual({
      lecEndDt: '수업 종료일은 시작일과 같거나 그 뒤여야 합니다.',
    });
    expect(
      fieldsOf(
        createClassBody.safeParse({
          ...valid,
          tuitionId: TEACHER,
          newTuition: { name: '새 수강료', amount: 1 },
        }),
      ),
    ).toEqual({ tuitionId: '수강료는 목록에서 고르거나 새로 추가하는 것 중 하나만 해 주세요.' });
    expect(
      fieldsOf(createClassBody.safeParse({ ...valid, newTeacher: { name: '새강사', number: '01012345678' } })),
    ).toEqual({ teacherId: '강사는 목록에서 고르거나 새로 추가하는 것 중 하나만 해 주세요.' });
  });
});
