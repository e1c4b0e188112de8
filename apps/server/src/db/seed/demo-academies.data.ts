import type { ClassStockImage, ClassTpCd, PayDtTpCd, TuitionBillingUnit } from '@academy/domain/class/class.constants';
import type { ConnectPurpose } from '@academy/domain/institute/institute.constants';

/**
 * The two demo academies as data: who belongs to them, their students, tuitions, classes and weekly
 * timetables, memos, status changes and a join request. Dates are given relative to the day the
 * data is made ("days ago"), so the demo academy is always alive today. Accounts are referred to by
 * login id (demo-accounts.data.ts), students by name (unique within an academy).
 */

export type DemoMember = {
  loginId: string;
  /** SPEC §6: 010 student, 020 director, 030 manager, 050 teacher; null is a parent. */
  relationCd: '010' | '020' | '030' | '050' | null;
  authCd: string | null;
};

export type DemoGuardian = {
  guardianNm: string;
  mobileNo: string;
  relationType: string;
  /** The guardian's own demo account, when connected. */
  loginId?: string;
};

/**
 * Lessons whose outcome is fixed rather than drawn, so the demo parent's children always show each
 * kind of day: the number is the lesson's place among the student's past lessons of that academy,
 * newest first (0 = the last one before today).
 */
export type DemoScript = {
  late?: number;
  earlyLeave?: number;
  /** Absent, the teacher told why, no makeup. */
  absent?: number;
  /** Absent, made up (보강) a few days later. */
  absentMadeUp?: number;
  /** Absent, with a makeup planned in the coming days. */
  absentMakeupAhead?: number;
};

export type DemoStudent = {
  studentNm: string;
  /** The student's own demo account, when connected. */
  loginId?: string;
  mobileNo?: string;
  birthdate: string;
  genderCd: 'M' | 'F';
  schoolNm: string;
  gradeYear: number;
  guardian: DemoGuardian;
  /** Registered this many days ago (default 70: ten weeks). */
  joinedDaysAgo?: number;
  /** On the roll (재원) unless this says otherwise, from that day. */
  status?: { to: 'paused' | 'left'; daysAgo: number; reason: string };
  script?: DemoScript;
  /** Weekdays (0 = Sunday) the student also comes to study on their own (자습, 순공). */
  selfStudyDays?: number[];
};

export type DemoTuition = { tuitionNm: string; amount: number; billingUnit: TuitionBillingUnit; rounds: number | null };

export type DemoSlot = { day: number; start: string; end: string; room: string };

export type DemoClass = {
  classNm: string;
  subject: string;
  classTpCd: ClassTpCd;
  fixed: number;
  tuitionNm: string;
  payDtTpCd: PayDtTpCd;
  appointedDt: string;
  imageFileNm: ClassStockImage;
  showYn: string;
  intro: string;
  tags: string[];
  /** Login ids; the first is the main teacher. */
  teachers: string[];
  slots: DemoSlot[];
  students: string[];
  /** The class ends this many days from today; open-ended when absent. */
  endsInDays?: number;
  /** A day called off (휴강): the class's regular day on or before this many days ago. */
  cancel?: { daysAgo: number; reason: string };
};

export type DemoMemo = { studentNm: string; daysAgo: number; author: string; content: string };

export type DemoJoinRequest = { loginId: string; role: ConnectPurpose; message: string; hoursAgo: number };

export type DemoAcademy = {
  instNm: string;
  telNo: string;
  address: string;
  detailAddress: string;
  subjects: string[];
  intro: string;
  openedDaysAgo: number;
  director: string;
  members: DemoMember[];
  tuitions: DemoTuition[];
  students: DemoStudent[];
  classes: DemoClass[];
  memos: DemoMemo[];
  joinRequests: DemoJoinRequest[];
};

/** How many days ago a class of the demo began (twelve weeks), and its students joined (ten). */
export const DEMO_CLASS_STARTED_DAYS_AGO = 84;
export const DEMO_STUDENT_JOINED_DAYS_AGO = 70;

const demoParent = (relationType: string): DemoGuardian => ({
  guardianNm: '최학부모',
  mobileNo: '01044445555',
  relationType,
  loginId: 'parent',
});

/**
 * The students of 한빛수학학원: 최민준 and 최서연 linked to their accounts with their mother (the
 * demo parent) as a connected guardian, and more students on the roll, not yet connected.
 */
export const DEMO_STUDENTS: readonly DemoStudent[] = [
  {
    studentNm: '최민준',
    loginId: 'student',
    mobileNo: '01055556666',
    birthdate: '2011-04-09',
    genderCd: 'M',
    schoolNm: '한빛중학교',
    gradeYear: 9,
    guardian: demoParent('어머니'),
    script: { absentMakeupAhead: 0, late: 2, earlyLeave: 6, absentMadeUp: 9 },
    selfStudyDays: [2, 4],
  },
  {
    studentNm: '최서연',
    loginId: 'student2',
    mobileNo: '01066667777',
    birthdate: '2014-09-17',
    genderCd: 'F',
    schoolNm: '한빛초등학교',
    gradeYear: 6,
    guardian: demoParent('어머니'),
    script: { late: 1, absentMadeUp: 4 },
  },
  {
    studentNm: '김도윤',
    birthdate: '2012-01-23',
    genderCd: 'M',
    schoolNm: '한빛중학교',
    gradeYear: 8,
    guardian: { guardianNm: '김영희', mobileNo: '01070001001', relationType: '어머니' },
  },
  {
    studentNm: '이하은',
    birthdate: '2013-06-02',
    genderCd: 'F',
    schoolNm: '새솔중학교',
    gradeYear: 7,
    guardian: { guardianNm: '이준호', mobileNo: '01070001002', relationType: '아버지' },
  },
  {
    studentNm: '박서준',
    birthdate: '2010-11-30',
    genderCd: 'M',
    schoolNm: '한빛고등학교',
    gradeYear: 10,
    guardian: { guardianNm: '박미경', mobileNo: '01070001003', relationType: '어머니' },
  },
  {
    studentNm: '정지우',
    birthdate: '2015-03-14',
    genderCd: 'F',
    schoolNm: '한빛초등학교',
    gradeYear: 5,
    guardian: { guardianNm: '정수진', mobileNo: '01070001004', relationType: '어머니' },
  },
  {
    studentNm: '강민서',
    birthdate: '2012-08-08',
    genderCd: 'F',
    schoolNm: '새솔중학교',
    gradeYear: 8,
    guardian: { guardianNm: '강동원', mobileNo: '01070001005', relationType: '아버지' },
    status: { to: 'paused', daysAgo: 17, reason: '가족 여행 (한 달)' },
  },
  {
    studentNm: '윤시우',
    birthdate: '2011-12-25',
    genderCd: 'M',
    schoolNm: '한빛중학교',
    gradeYear: 9,
    guardian: { guardianNm: '윤정숙', mobileNo: '01070001006', relationType: '조부모' },
    status: { to: 'left', daysAgo: 24, reason: '이사' },
  },
  {
    studentNm: '한예린',
    mobileNo: '01071004821',
    birthdate: '2011-02-11',
    genderCd: 'F',
    schoolNm: '한빛중학교',
    gradeYear: 9,
    guardian: { guardianNm: '한정민', mobileNo: '01070001007', relationType: '어머니' },
  },
  {
    studentNm: '오지훈',
    birthdate: '2013-10-03',
    genderCd: 'M',
    schoolNm: '새솔중학교',
    gradeYear: 7,
    guardian: { guardianNm: '오세훈', mobileNo: '01070001008', relationType: '아버지' },
  },
  {
    studentNm: '신유나',
    mobileNo: '01071007315',
    birthdate: '2010-05-27',
    genderCd: 'F',
    schoolNm: '한빛고등학교',
    gradeYear: 10,
    guardian: { guardianNm: '신미라', mobileNo: '01070001009', relationType: '어머니' },
  },
  {
    studentNm: '장현우',
    mobileNo: '01071002957',
    birthdate: '2009-09-14',
    genderCd: 'M',
    schoolNm: '한빛고등학교',
    gradeYear: 11,
    guardian: { guardianNm: '장수연', mobileNo: '01070001010', relationType: '어머니' },
  },
  {
    studentNm: '임채원',
    birthdate: '2014-12-01',
    genderCd: 'F',
    schoolNm: '한빛초등학교',
    gradeYear: 6,
    guardian: { guardianNm: '임동혁', mobileNo: '01070001011', relationType: '아버지' },
  },
  {
    studentNm: '조은우',
    birthdate: '2012-06-18',
    genderCd: 'M',
    schoolNm: '한빛중학교',
    gradeYear: 8,
    guardian: { guardianNm: '조혜진', mobileNo: '01070001012', relationType: '어머니' },
  },
  {
    studentNm: '서하린',
    birthdate: '2015-07-22',
    genderCd: 'F',
    schoolNm: '한빛초등학교',
    gradeYear: 5,
    guardian: { guardianNm: '서지훈', mobileNo: '01070001013', relationType: '아버지' },
    joinedDaysAgo: 24,
  },
  {
    studentNm: '문준서',
    mobileNo: '01071006143',
    birthdate: '2009-03-30',
    genderCd: 'M',
    schoolNm: '새솔고등학교',
    gradeYear: 11,
    guardian: { guardianNm: '문경희', mobileNo: '01070001014', relationType: '어머니' },
  },
];

const groupClass = { classTpCd: '010', payDtTpCd: '010', appointedDt: '5', showYn: 'Y#Y#N#N' } as const;

/** 한빛수학학원: the demo academy everyone but director2 belongs to. */
export const HANBIT_ACADEMY: DemoAcademy = {
  instNm: '한빛수학학원',
  telNo: '0212345678',
  address: '서울특별시 강남구 테헤란로 123',
  detailAddress: '4층',
  subjects: ['수학'],
  intro: '초등 사고력부터 고등 미적분까지, 소수 정예로 개념과 오답을 끝까지 챙기는 수학 전문 학원입니다.',
  openedDaysAgo: 120,
  director: 'director',
  members: [
    { loginId: 'director', relationCd: '020', authCd: '000' },
    { loginId: 'manager', relationCd: '030', authCd: '010#020#030#031#032' },
    { loginId: 'teacher', relationCd: '050', authCd: '020' },
    { loginId: 'teacher2', relationCd: '050', authCd: '020' },
    { loginId: 'parent', relationCd: null, authCd: null },
    { loginId: 'student', relationCd: '010', authCd: null },
    { loginId: 'student2', relationCd: '010', authCd: null },
  ],
  tuitions: [
    { tuitionNm: '초등 정규 (월)', amount: 220_000, billingUnit: 'MONTH', rounds: null },
    { tuitionNm: '중등 정규 (월)', amount: 300_000, billingUnit: 'MONTH', rounds: null },
    { tuitionNm: '고등 정규 (월)', amount: 380_000, billingUnit: 'MONTH', rounds: null },
    { tuitionNm: '1:1 코칭 (월)', amount: 450_000, billingUnit: 'MONTH', rounds: null },
    { tuitionNm: '주말 클리닉 8회', amount: 160_000, billingUnit: 'ROUND', rounds: 8 },
  ],
  students: [...DEMO_STUDENTS],
  classes: [
    {
      ...groupClass,
      classNm: '중3 수학 심화반',
      subject: '수학',
      fixed: 12,
      tuitionNm: '중등 정규 (월)',
      imageFileNm: 'class001.jpg',
      intro: '고등 수학으로 이어지는 함수와 도형 심화 문제를 풀고, 오답은 그날 함께 정리합니다.',
      tags: ['중3', '심화'],
      teachers: ['teacher'],
      slots: [
        { day: 1, start: '18:00', end: '20:00', room: '1강의실' },
        { day: 3, start: '18:00', end: '20:00', room: '1강의실' },
        { day: 5, start: '18:00', end: '20:00', room: '1강의실' },
      ],
      students: ['최민준', '한예린', '윤시우'],
    },
    {
      ...groupClass,
      classNm: '초등 사고력 수학',
      subject: '수학',
      fixed: 8,
      tuitionNm: '초등 정규 (월)',
      imageFileNm: 'class002.jpg',
      showYn: 'Y#Y#Y#N',
      intro: '퍼즐과 도형 놀이로 생각하는 힘을 기르는 초등 5·6학년 반입니다.',
      tags: ['초등', '사고력'],
      teachers: ['teacher'],
      slots: [
        { day: 2, start: '15:00', end: '16:30', room: '2강의실' },
        { day: 4, start: '15:00', end: '16:30', room: '2강의실' },
      ],
      students: ['최서연', '정지우', '임채원', '서하린'],
    },
    {
      ...groupClass,
      classNm: '중2 내신 대비반',
      subject: '수학',
      fixed: 10,
      tuitionNm: '중등 정규 (월)',
      imageFileNm: 'class003.jpg',
      intro: '학교별 기출로 내신을 대비합니다. 시험 4주 전부터는 주 1회 보충이 있습니다.',
      tags: ['중2', '내신'],
      teachers: ['teacher2'],
      slots: [
        { day: 1, start: '16:00', end: '17:40', room: '2강의실' },
        { day: 3, start: '16:00', end: '17:40', room: '2강의실' },
      ],
      students: ['김도윤', '조은우', '강민서'],
    },
    {
      ...groupClass,
      classNm: '중1 기초 다지기',
      subject: '수학',
      fixed: 10,
      tuitionNm: '중등 정규 (월)',
      imageFileNm: 'class004.jpg',
      intro: '정수와 방정식의 기초 개념을 다지고 매주 단원 평가를 봅니다.',
      tags: ['중1', '기초'],
      teachers: ['teacher2'],
      slots: [
        { day: 2, start: '17:00', end: '18:30', room: '2강의실' },
        { day: 4, start: '17:00', end: '18:30', room: '2강의실' },
      ],
      students: ['이하은', '오지훈'],
    },
    {
      ...groupClass,
      classNm: '고1 수학 (상)',
      subject: '수학',
      fixed: 10,
      tuitionNm: '고등 정규 (월)',
      imageFileNm: 'class005.jpg',
      intro: '다항식부터 도형의 방정식까지 고1 수학(상) 전 범위를 다룹니다.',
      tags: ['고1'],
      teachers: ['teacher2'],
      slots: [
        { day: 1, start: '20:10', end: '22:00', room: '3강의실' },
        { day: 3, start: '20:10', end: '22:00', room: '3강의실' },
      ],
      students: ['박서준', '신유나'],
    },
    {
      ...groupClass,
      classNm: '고2 미적분',
      subject: '수학',
      fixed: 10,
      tuitionNm: '고등 정규 (월)',
      imageFileNm: 'class001.jpg',
      intro: '수열의 극한부터 적분까지, 개념 강의 뒤 실전 문제 풀이로 마무리합니다.',
      tags: ['고2', '미적분'],
      teachers: ['teacher'],
      slots: [
        { day: 2, start: '19:00', end: '21:00', room: '1강의실' },
        { day: 4, start: '19:00', end: '21:00', room: '1강의실' },
      ],
      students: ['장현우', '문준서'],
      cancel: { daysAgo: 19, reason: '강사 연수로 휴강' },
    },
    {
      ...groupClass,
      classNm: '1:1 심화 코칭',
      classTpCd: '020',
      subject: '수학',
      fixed: 1,
      tuitionNm: '1:1 코칭 (월)',
      imageFileNm: 'class002.jpg',
      intro: '학생 한 명의 약점 단원을 골라 1:1로 코칭합니다.',
      tags: ['1:1'],
      teachers: ['teacher2'],
      slots: [{ day: 5, start: '16:00', end: '17:30', room: '상담실' }],
      students: ['신유나'],
    },
    {
      ...groupClass,
      classNm: '주말 자습 클리닉',
      subject: '수학',
      fixed: 16,
      tuitionNm: '주말 클리닉 8회',
      payDtTpCd: '030',
      imageFileNm: 'class003.jpg',
      intro: '주말에 자습실에서 스스로 공부하고, 막히는 문제는 바로 질문합니다.',
      tags: ['주말', '자습', '클리닉'],
      teachers: ['teacher'],
      slots: [
        { day: 6, start: '10:00', end: '13:00', room: '자습실' },
        { day: 0, start: '14:00', end: '17:00', room: '자습실' },
      ],
      students: ['최민준', '한예린', '박서준', '김도윤'],
      endsInDays: 42,
    },
  ],
  memos: [
    {
      studentNm: '최민준',
      daysAgo: 20,
      author: 'director',
      content: '어머니 상담: 기말고사 대비로 주말 자습 클리닉을 함께 듣기로 함.',
    },
    {
      studentNm: '최민준',
      daysAgo: 6,
      author: 'teacher',
      content: '함수 단원 오답 노트를 꾸준히 정리하고 있음. 서술형 풀이 연습이 더 필요함.',
    },
    { studentNm: '최서연', daysAgo: 12, author: 'teacher', content: '도형 퍼즐을 특히 좋아하고 발표를 적극적으로 함.' },
    { studentNm: '김도윤', daysAgo: 9, author: 'teacher2', content: '숙제 제출이 늦는 편이라 어머니께 안내드림.' },
    {
      studentNm: '강민서',
      daysAgo: 17,
      author: 'director',
      content: '가족 여행으로 한 달 휴원. 복귀하면 진도 보충 수업을 잡기로 함.',
    },
    { studentNm: '윤시우', daysAgo: 24, author: 'director', content: '이사로 퇴원. 교재 반납 완료.' },
  ],
  joinRequests: [
    {
      loginId: 'newstudent',
      role: 'student',
      message: '친구 소개로 연락드려요. 중3 수학 심화반 상담을 받고 싶습니다.',
      hoursAgo: 3,
    },
  ],
};

/**
 * 새솔영어학원: a second academy (director2) where the demo parent's second child 최서연 also
 * studies, so one parent account follows two children at two academies.
 */
export const SAESOL_ACADEMY: DemoAcademy = {
  instNm: '새솔영어학원',
  telNo: '0317654321',
  address: '경기도 성남시 분당구 정자일로 45',
  detailAddress: '2층',
  subjects: ['영어'],
  intro: '원서 읽기와 말하기 중심의 초등 영어 학원입니다.',
  openedDaysAgo: 150,
  director: 'director2',
  members: [
    { loginId: 'director2', relationCd: '020', authCd: '000' },
    { loginId: 'parent', relationCd: null, authCd: null },
    { loginId: 'student2', relationCd: '010', authCd: null },
  ],
  tuitions: [
    { tuitionNm: '초등 영어 (월)', amount: 250_000, billingUnit: 'MONTH', rounds: null },
    { tuitionNm: '주말 말하기 4회', amount: 100_000, billingUnit: 'ROUND', rounds: 4 },
  ],
  students: [
    {
      studentNm: '최서연',
      loginId: 'student2',
      mobileNo: '01066667777',
      birthdate: '2014-09-17',
      genderCd: 'F',
      schoolNm: '한빛초등학교',
      gradeYear: 6,
      guardian: demoParent('어머니'),
      script: { late: 3, absent: 5 },
    },
    {
      studentNm: '배수아',
      birthdate: '2014-03-08',
      genderCd: 'F',
      schoolNm: '새솔초등학교',
      gradeYear: 6,
      guardian: { guardianNm: '배진영', mobileNo: '01070002001', relationType: '어머니' },
    },
    {
      studentNm: '홍지민',
      birthdate: '2015-01-19',
      genderCd: 'F',
      schoolNm: '새솔초등학교',
      gradeYear: 5,
      guardian: { guardianNm: '홍성민', mobileNo: '01070002002', relationType: '아버지' },
    },
    {
      studentNm: '남도현',
      birthdate: '2014-07-07',
      genderCd: 'M',
      schoolNm: '새솔초등학교',
      gradeYear: 6,
      guardian: { guardianNm: '남윤정', mobileNo: '01070002003', relationType: '어머니' },
    },
  ],
  classes: [
    {
      ...groupClass,
      classNm: '초등 영어 리딩',
      subject: '영어',
      fixed: 8,
      tuitionNm: '초등 영어 (월)',
      appointedDt: '10',
      imageFileNm: 'class004.jpg',
      intro: '레벨에 맞는 원서를 함께 읽고 내용을 영어로 말해 봅니다.',
      tags: ['초등', '리딩'],
      teachers: ['director2'],
      slots: [
        { day: 1, start: '17:00', end: '18:30', room: '리딩룸' },
        { day: 3, start: '17:00', end: '18:30', room: '리딩룸' },
        { day: 5, start: '17:00', end: '18:30', room: '리딩룸' },
      ],
      students: ['최서연', '배수아', '홍지민', '남도현'],
    },
    {
      ...groupClass,
      classNm: '주말 영어 말하기',
      subject: '영어',
      fixed: 6,
      tuitionNm: '주말 말하기 4회',
      payDtTpCd: '030',
      imageFileNm: 'class005.jpg',
      intro: '토요일 오전, 주제를 정해 짧게 발표하고 서로 질문합니다.',
      tags: ['주말', '말하기'],
      teachers: ['director2'],
      slots: [{ day: 6, start: '11:00', end: '12:30', room: '1강의실' }],
      students: ['최서연', '배수아', '홍지민'],
    },
  ],
  memos: [
    {
      studentNm: '최서연',
      daysAgo: 8,
      author: 'director2',
      content: '리딩 레벨 테스트 결과가 좋아 다음 달부터 한 단계 위 원서로 올라감.',
    },
  ],
  joinRequests: [],
};

/** Both demo academies, in the order they are written (한빛수학학원 first). */
export const DEMO_ACADEMIES: readonly DemoAcademy[] = [HANBIT_ACADEMY, SAESOL_ACADEMY];

/** 한빛수학학원 as README and the journeys name it. */
export const DEMO_INSTITUTE = {
  instNm: HANBIT_ACADEMY.instNm,
  telNo: HANBIT_ACADEMY.telNo,
  address: HANBIT_ACADEMY.address,
};
