/**
 * The demo accounts (README lists them). Every one signs in with DEMO_PASSWORD (demo-data.ts). The
 * academies they belong to, and as what, are in demo-academies.data.ts.
 */

export type DemoAccount = {
  loginId: string;
  userNm: string;
  mobileNo: string;
  birthdate: string;
  /** Under 14: the legal guardian who consented at sign-up (the sign-up's guardian path). */
  guardianNm?: string;
  /** How long ago the account was made. */
  joinedDaysAgo: number;
};

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { loginId: 'director', userNm: '김원장', mobileNo: '01011112222', birthdate: '1980-03-14', joinedDaysAgo: 120 },
  { loginId: 'manager', userNm: '이실장', mobileNo: '01022223333', birthdate: '1987-07-02', joinedDaysAgo: 110 },
  { loginId: 'teacher', userNm: '박강사', mobileNo: '01033334444', birthdate: '1992-11-21', joinedDaysAgo: 100 },
  { loginId: 'teacher2', userNm: '송강사', mobileNo: '01033335555', birthdate: '1990-02-08', joinedDaysAgo: 95 },
  { loginId: 'parent', userNm: '최학부모', mobileNo: '01044445555', birthdate: '1983-05-30', joinedDaysAgo: 80 },
  { loginId: 'student', userNm: '최민준', mobileNo: '01055556666', birthdate: '2011-04-09', joinedDaysAgo: 80 },
  {
    loginId: 'student2',
    userNm: '최서연',
    mobileNo: '01066667777',
    birthdate: '2014-09-17',
    guardianNm: '최학부모',
    joinedDaysAgo: 80,
  },
  { loginId: 'director2', userNm: '서원장', mobileNo: '01011113333', birthdate: '1978-10-05', joinedDaysAgo: 150 },
  /** Asked to join 한빛수학학원 as a student a few hours ago: the director has it to approve. */
  { loginId: 'newstudent', userNm: '오지현', mobileNo: '01055558888', birthdate: '2011-08-19', joinedDaysAgo: 0 },
];
