/**
 * Every screen of SPEC §2, in one table. The router (app/router.tsx) is built from it, the tests walk
 * it, and each screen's title comes from here.
 *
 * To add a screen: add an entry below (id, path, Korean title, area, family; `samples` when the path
 * has params). It opens at once with the shared '준비 중' page. To give it its real page, export the
 * component from `features/<area>/pages/<area>-pages.tsx` under the entry's id. A screen for signed-in
 * users only carries `requiresSignIn` (the router sends visitors to `/loginMainTF?next=…` first).
 * A screen names its logical `parent` (the header's back arrow goes there when history would leave
 * the app) and, inside a wizard, its `flow` (`step`, or `done` for the screen that ends it).
 */
import { DESIGN_SECTIONS } from '../lib/routing/design-sections';
import type { AreaName, RouteEntry } from '../lib/routing/route-entry';

type Extra = Partial<
  Pick<
    RouteEntry,
    'samples' | 'params' | 'background' | 'redirectTo' | 'requiresSignIn' | 'parent' | 'flow' | 'landing'
  >
>;

/** Builders for one area's screens. */
function screensOf(area: AreaName, defaults: Extra = {}) {
  return {
    /** A v3 screen named in SPEC §2: `/v3/{name}`. */
    v3: (name: string, title: string, extra?: Extra): RouteEntry => ({
      id: name,
      path: `/v3/${name}`,
      title,
      area,
      family: 'v3',
      ...defaults,
      ...extra,
    }),
    /** A v3-area screen at the path the spec gives (inside or outside `/v3`). */
    v3At: (id: string, path: string, title: string, extra?: Extra): RouteEntry => ({
      id,
      path,
      title,
      area,
      family: 'v3',
      ...defaults,
      ...extra,
    }),
    /** A screen of the second family (no v3 prefix, TFLayout). */
    tf: (id: string, path: string, title: string, extra?: Extra): RouteEntry => ({
      id,
      path,
      title,
      area,
      family: 'tf',
      ...defaults,
      ...extra,
    }),
  };
}

const account = screensOf('account');
/** Everything under My page is about the signed-in member. */
const mypage = screensOf('mypage', { requiresSignIn: true });
const home = screensOf('home');
const students = screensOf('students');
const employees = screensOf('employees');
const institute = screensOf('institute');
const counsel = screensOf('counsel');
const schedule = screensOf('schedule');
const classes = screensOf('classes');
const feed = screensOf('feed');
const notices = screensOf('notices');
const learning = screensOf('learning');
const grades = screensOf('grades');
const homework = screensOf('homework');
const reports = screensOf('reports');
const attendance = screensOf('attendance');
const live = screensOf('live');
const reservations = screensOf('reservations');
const payments = screensOf('payments');
const billing = screensOf('billing');
const settlement = screensOf('settlement');
const gifts = screensOf('gifts');
const deals = screensOf('deals');
const inquiries = screensOf('inquiries');
const terms = screensOf('terms');
const guides = screensOf('guides');
const chat = screensOf('chat');
const notifications = screensOf('notifications');
const design = screensOf('design');

/** SPEC §2: the deals' account types. */
export const DEAL_USER_TYPES = ['plus', 'basic', 'student'] as const;

/** A screen only a signed-in user may open (withdrawal and the like). */
const PRIVATE: Extra = { requiresSignIn: true };

/**
 * Logical parents (where the header's back arrow goes when history would leave the app or re-enter a
 * finished wizard); a screen without one goes home.
 */
const LOGIN = { parent: '/loginMainTF' } as const satisfies Extra;
const MY_PAGE = { parent: '/v3/MyPage' } as const satisfies Extra;
const FAMILY = { parent: '/v3/FamilyRelation' } as const satisfies Extra;
const STUDENTS = { parent: '/v3/StudentsList' } as const satisfies Extra;
const EMPLOYEES = { parent: '/v3/EmployeeList' } as const satisfies Extra;
const PERMISSIONS = { parent: '/v3/permissions' } as const satisfies Extra;
const MENU = { parent: '/instManagementTF/all' } as const satisfies Extra;
const MY_INSTS = { parent: '/v3/ConnectInstList' } as const satisfies Extra;
const CLASSES = { parent: '/v3/class/MainPage' } as const satisfies Extra;
/** A wizard's step, and the screen that ends it (with its parent). */
const STEP = { flow: 'step' } as const satisfies Extra;
const done = (parent: string): Extra => ({ flow: 'done', parent });

export const ROUTE_MAP: readonly RouteEntry[] = [
  // Account: log-in, sign-up, social-login returns, withdrawal
  account.v3('FindId', '아이디 찾기', LOGIN),
  account.v3('FindPw', '비밀번호 찾기', LOGIN),
  account.v3('FindPwMain', '비밀번호 찾기 방법 선택', LOGIN),
  account.v3('PwChange', '비밀번호 재설정', LOGIN),
  account.v3At('joinAgreeMain', '/v3/joinAgreeMain', '회원가입 약관 동의', { ...STEP, ...LOGIN }),
  account.v3('joinCerti', '회원가입 본인 인증', { ...STEP, ...LOGIN }),
  account.v3('JoinCertiKCB', '휴대폰 본인 인증', { ...STEP, ...LOGIN }),
  account.v3('joinUserInfo', '회원 정보 입력', { ...STEP, ...LOGIN }),
  account.v3At('certiResult', '/certiResult', '본인 인증 결과', { ...STEP, ...LOGIN }),
  account.v3At('tokenLogin', '/tokenLogin', '앱 자동 로그인'),
  account.v3At('loginNaverResult', '/loginNaverResult', '네이버 로그인'),
  account.v3At('loginKakaoResult', '/loginKakaoResult', '카카오 로그인'),
  account.v3At('loginAppleResult', '/loginAppleResult', 'Apple 로그인'),
  account.v3('Homepage', '홈페이지', { redirectTo: '/' }),
  account.v3('WithdrawalNotice', '회원 탈퇴 안내', { ...PRIVATE, ...MY_PAGE }),
  account.v3('WithdrawalSelect', '탈퇴 사유 선택', { ...PRIVATE, ...MY_PAGE }),
  account.v3('WithdrawalCheck', '탈퇴 전 확인', { ...PRIVATE, ...MY_PAGE }),
  account.v3('Withdrawal', '회원 탈퇴', { ...PRIVATE, ...MY_PAGE }),
  account.v3('OurService', '탈퇴 사유: 서비스 이용 불편', { ...PRIVATE, parent: '/v3/WithdrawalSelect' }),
  account.v3('BugReport', '탈퇴 사유: 오류 신고', { ...PRIVATE, parent: '/v3/WithdrawalSelect' }),
  account.v3('Security', '탈퇴 사유: 개인정보 보호', { ...PRIVATE, parent: '/v3/WithdrawalSelect' }),
  account.v3('CustomService', '탈퇴 사유: 고객 서비스', { ...PRIVATE, parent: '/v3/WithdrawalSelect' }),
  account.v3('Opinion', '탈퇴 사유: 기타 의견', { ...PRIVATE, parent: '/v3/WithdrawalSelect' }),
  account.tf('loginMainTF', '/loginMainTF', '로그인', { landing: true }),
  account.tf('joinDoneTF', '/joinDoneTF', '회원가입 완료', done('/mainTF')),
  account.tf('domantAccountTF', '/domantAccountTF', '휴면 계정 안내', LOGIN),

  // My page and family
  mypage.v3('MyPage', '마이페이지'),
  mypage.v3('MyPwChangePage', '비밀번호 변경', MY_PAGE),
  mypage.v3('MyEmailChangePage', '이메일 변경', MY_PAGE),
  mypage.v3('ProfileEditPage', '프로필 수정', MY_PAGE),
  mypage.v3('EditAdditionalInfo', '추가 정보 수정', MY_PAGE),
  mypage.v3('FamilyRelation', '가족 관계', MY_PAGE),
  mypage.v3('FamilyRelationChange', '가족 관계 변경', FAMILY),
  mypage.v3('AddGuardian', '보호자 추가', FAMILY),
  mypage.v3('FamilyConnectCheck', '가족 연결 확인', FAMILY),
  mypage.v3('NotificationSettings', '알림 설정', MY_PAGE),
  mypage.tf('myMain', '/myMain', '내 정보'),
  mypage.tf('myPhoneNoChangeTF', '/myPhoneNoChangeTF', '휴대폰 번호 변경', MY_PAGE),

  // Home
  home.tf('mainTF', '/mainTF', '홈'),
  home.tf('introOwnerTF', '/introOwnerTF', '원장님을 위한 소개'),
  home.tf('introTeacherTF', '/introTeacherTF', '선생님을 위한 소개'),
  home.tf('bookmarkTF', '/bookmarkTF', '즐겨찾기'),
  home.tf('loading', '/loading', '잠시만 기다려 주세요'),

  // Students and members
  students.v3('StudentRegister', '원생 등록', STUDENTS),
  students.v3('StudentRegisterCheck', '원생 등록 확인', { parent: '/v3/StudentRegister' }),
  students.v3('OnboardingStudentRegister', '첫 원생 등록'),
  students.v3('StudentDetail', '원생 상세', STUDENTS),
  students.v3('ModifyStudentInfo', '원생 정보 수정', STUDENTS),
  students.v3('ModifyInstInfo', '원생 학원 정보 수정', STUDENTS),
  students.v3('ModifyConnect', '원생 연결 정보 수정', STUDENTS),
  students.v3('StudentChangeStatus', '원생 상태 변경', STUDENTS),
  students.v3('StudentLeave', '원생 퇴원', STUDENTS),
  students.v3('StudentMemo', '원생 메모', STUDENTS),
  students.v3('StudentBirthday', '원생 생일', STUDENTS),
  students.v3('StudentHistory', '원생 이력', STUDENTS),
  students.v3('MemberList', '구성원 목록', STUDENTS),
  students.v3('StudentBatch', '원생 일괄 등록', STUDENTS),
  students.v3('ClassMoving', '반 이동', STUDENTS),
  students.v3('StudentsList', '원생 목록'),
  students.v3('AddStudentPage', '원생 추가', STUDENTS),
  students.tf('studentAddTF', '/studentAddTF', '원생 추가하기', { ...STEP, ...STUDENTS }),
  students.tf('studentAddDoneTF', '/studentAddDoneTF', '원생 추가 완료', done('/v3/StudentsList')),

  // Employees and permissions
  employees.v3('EmployeeList', '직원 목록'),
  employees.v3('EmployeeRegister', '직원 등록', EMPLOYEES),
  employees.v3('InviteCode', '초대 코드', EMPLOYEES),
  employees.v3('UserDetail', '직원 상세', EMPLOYEES),
  employees.v3('ModifyUserConnect', '직원 연결 정보 수정', EMPLOYEES),
  employees.v3('ModifyUserInfo', '직원 정보 수정', EMPLOYEES),
  employees.v3At('inviteMessage', '/inviteMessage', '초대 메시지', { parent: '/v3/InviteCode' }),
  employees.v3At('permissionCreate', '/v3/permission/create', '권한 만들기', PERMISSIONS),
  employees.v3At('permissions', '/v3/permissions', '권한 관리'),
  employees.v3At('permissionEmployees', '/v3/permission/employees/:id', '직원 권한 설정', {
    samples: ['/v3/permission/employees/1001'],
    ...PERMISSIONS,
  }),
  employees.v3At('permissionDetail', '/permission/detail/:id', '권한 상세', {
    samples: ['/permission/detail/1001'],
    ...PERMISSIONS,
  }),
  employees.tf('employeeCreate', '/employeeCreate', '직원 추가', EMPLOYEES),

  // Institute connection and management
  institute.v3('InstConnect', '학원 연결', MY_INSTS),
  institute.v3('InstNotConnect', '연결된 학원 없음'),
  institute.v3('InstConnectCheck', '학원 연결 확인', { ...STEP, parent: '/v3/InstConnect' }),
  institute.v3('InstConnectResult', '학원 연결 완료', done('/mainTF')),
  institute.v3('ConnectInstList', '내 학원 목록'),
  institute.v3('SettingArea', '지역 설정', { parent: '/instDetailInfoN' }),
  institute.v3At('instExtra', '/v3/inst/extra', '학원 부가 정보', MENU),
  institute.v3At('instExport', '/v3/inst/export', '학원 데이터 내보내기', MENU),
  // The academy's classes are the classes area's list (반): one screen, reached by both addresses.
  institute.v3At('instClassList', '/v3/inst/classlist', '학원 반 목록', { redirectTo: '/v3/class/MainPage' }),
  institute.tf('instManagementTF', '/instManagementTF/:mng', '전체 메뉴', {
    samples: ['/instManagementTF/all', '/instManagementTF/info'],
    requiresSignIn: true,
  }),
  institute.tf('instCreateTF', '/instCreateTF', '학원 만들기', STEP),
  institute.tf('instCreateDoneTF', '/instCreateDoneTF', '학원 만들기 완료', done('/mainTF')),
  institute.tf('instCreateCompleteTF', '/instCreateCompleteTF', '학원 개설 완료', done('/mainTF')),
  institute.tf('requestInstTF', '/requestInstTF', '학원 등록 요청', { parent: '/searchInstTF' }),
  institute.tf('searchInstTF', '/searchInstTF', '학원 찾기'),
  institute.tf('searchInst', '/searchInst', '학원 검색', { parent: '/searchInstTF' }),
  // The home of each role lives at /mainTF; the academy's home address forwards there.
  institute.tf('instMainTF', '/instMainTF', '학원 홈', { redirectTo: '/mainTF' }),
  institute.tf('instDetailInfoN', '/instDetailInfoN', '학원 상세 정보', MENU),
  institute.tf('instEditInfoN', '/instEditInfoN', '학원 정보 수정', { parent: '/instDetailInfoN' }),
  institute.tf('productInstIntro', '/{product}InstIntro', '학원 소개', {
    samples: ['/mathInstIntro', '/englishInstIntro'],
  }),
  institute.tf('productInstIntroDetail', '/{product}InstIntro/:instId', '학원 상세 소개', {
    samples: ['/mathInstIntro/1001'],
  }),
  institute.tf('neisInstIntro', '/neisInstIntro', '나이스 등록 학원 소개'),
  institute.tf('contractWriteTF', '/contractWriteTF', '계약서 작성'),
  institute.tf('contractWriteDoneTF', '/contractWriteDoneTF', '계약서 작성 완료'),

  // Consultation
  counsel.tf('productConsultTF', '/{product}ConsultTF', '상담 신청', { samples: ['/mathConsultTF'] }),

  // Schedule
  schedule.v3('MonthlySchedule', '월간 일정'),
  schedule.v3('ClassSchedule', '수업 일정', { parent: '/v3/MonthlySchedule' }),
  schedule.tf('timeClass', '/timeClass', '시간표'),

  // Classes
  classes.v3At('classMainPage', '/v3/class/MainPage', '반 홈'),
  classes.v3('ClassMainSearchList', '반 검색', CLASSES),
  classes.v3('ClassSelectPage', '반 선택', CLASSES),
  classes.tf('classCreate', '/classCreate', '반 만들기', { ...STEP, ...CLASSES }),
  classes.tf('classCreate2', '/classCreate2', '반 만들기 (수업 정보)', { ...STEP, ...CLASSES }),
  classes.tf('classCreateTF', '/classCreateTF', '반 개설', { ...STEP, ...CLASSES }),
  classes.tf('classCreateDoneTF', '/classCreateDoneTF', '반 만들기 완료', done('/v3/class/MainPage')),
  classes.tf('classDetail', '/classDetail', '반 상세', CLASSES),
  classes.tf('classInfo', '/classInfo', '반 정보', CLASSES),
  classes.tf('selectTeacher', '/selectTeacher', '강사 선택', { ...STEP, ...CLASSES }),
  classes.tf('selectTuition', '/selectTuition', '수강료 선택', { ...STEP, ...CLASSES }),

  // Feed and board
  feed.v3At('feedAS', '/v3/feed/AS', '전체 소식'),
  feed.v3At('feedEA', '/v3/feed/EA', '반별 소식'),
  feed.v3At('feedUH', '/v3/feed/UH', '우리 아이 소식'),
  feed.v3At('boardWrite', '/v3/board/write', '게시글 작성'),
  feed.v3At('boardEdit', '/v3/board/edit', '게시글 수정'),
  feed.v3At('boardPersonalWrite', '/v3/board/PersonalWrite', '개별 알림장 작성'),
  feed.v3At('boardPersonalEdit', '/v3/board/PersonalEdit', '개별 알림장 수정'),
  feed.v3('BoardReadListPage', '읽음 확인'),
  feed.v3At('BoardDetailPage', '/v3/BoardDetailPage/:boardId', '게시글 상세', {
    samples: ['/v3/BoardDetailPage/1001'],
  }),
  feed.tf('feedPageTF', '/feedPageTF', '피드'),
  feed.tf('feedImgView', '/feedImgView', '피드 사진 보기'),

  // Notices
  notices.v3At('noticeListV3', '/v3/notice/list', '공지사항'),
  notices.v3At('classNotice', '/v3/class/notice', '반 공지'),
  notices.v3('NoticeList', '공지 목록'),
  notices.tf('noticeView', '/noticeView/:noticeId', '공지 보기', { samples: ['/noticeView/1001'] }),
  notices.tf('noticeWrite', '/noticeWrite', '공지 작성'),
  notices.tf('noticeEdit', '/noticeEdit', '공지 수정'),
  notices.tf('noticeReadList', '/noticeReadList/:noticeId', '공지 읽음 확인', { samples: ['/noticeReadList/1001'] }),
  notices.tf('noticeImgView', '/noticeImgView', '공지 사진 보기'),

  // Learning: management and study materials
  learning.v3('LearningManagementPage', '학습 관리'),
  learning.v3At('materialList', '/v3/materials/list', '학습 자료'),
  learning.v3At('materialWrite', '/v3/materials/write/:materialId?', '학습 자료 등록', {
    samples: ['/v3/materials/write', '/v3/materials/write/1001'],
  }),

  // Grades
  grades.v3('GradeManagement', '성적 관리'),
  grades.v3('MyGradeManagement', '내 성적'),
  grades.v3('CreateGradePage', '성적 등록', { parent: '/v3/GradeManagement' }),
  grades.v3At('CreateGradePage2', '/v3/CreateGradePage2/:gradeId?', '성적 등록 (점수 입력)', {
    samples: ['/v3/CreateGradePage2', '/v3/CreateGradePage2/1001'],
    parent: '/v3/GradeManagement',
  }),
  grades.v3At('EditGradePage', '/v3/EditGradePage/:gradeId?', '성적 수정', {
    samples: ['/v3/EditGradePage', '/v3/EditGradePage/1001'],
    parent: '/v3/GradeManagement',
  }),
  grades.v3At('EditGradePage2', '/v3/EditGradePage2/:gradeId?', '성적 수정 (점수 입력)', {
    samples: ['/v3/EditGradePage2', '/v3/EditGradePage2/1001'],
    parent: '/v3/GradeManagement',
  }),
  grades.v3At('GradeDetailPage', '/v3/GradeDetailPage/:gradeId?', '성적 상세', {
    samples: ['/v3/GradeDetailPage', '/v3/GradeDetailPage/1001'],
    parent: '/v3/GradeManagement',
  }),
  grades.v3At('MyGradeDetailPage', '/v3/MyGradeDetailPage/:gradeId?', '내 성적 상세', {
    samples: ['/v3/MyGradeDetailPage', '/v3/MyGradeDetailPage/1001'],
    parent: '/v3/MyGradeManagement',
  }),

  // Homework
  homework.v3At('homeworkList', '/v3/homework/list', '숙제 목록'),
  homework.v3At('homeworkDetail', '/v3/homework/detail/:homeworkId', '숙제 상세', {
    samples: ['/v3/homework/detail/1001'],
  }),
  homework.v3At('homeworkManage', '/v3/homework/manage/:homeworkId', '숙제 제출 관리', {
    samples: ['/v3/homework/manage/1001'],
  }),
  homework.v3At('homeworkForm', '/v3/homework/form/:homeworkId?', '숙제 내기', {
    samples: ['/v3/homework/form', '/v3/homework/form/1001'],
  }),
  homework.v3At('myHomeworkList', '/v3/homework/my', '내 숙제'),
  homework.v3At('homeworkSubmit', '/v3/homework/submit/:homeworkId', '숙제 제출', {
    samples: ['/v3/homework/submit/1001'],
  }),

  // Learning reports
  reports.v3('InstReportList', '학습 리포트 목록'),
  reports.v3At('ReportForm', '/v3/ReportForm/:reportId?', '학습 리포트 작성', {
    samples: ['/v3/ReportForm', '/v3/ReportForm/1001'],
    parent: '/v3/InstReportList',
  }),
  reports.v3At('StudentReportList', '/v3/StudentReportList/:studentId?', '원생별 학습 리포트', {
    samples: ['/v3/StudentReportList', '/v3/StudentReportList/1001'],
  }),
  reports.v3At('ReportDetail', '/v3/ReportDetail/:reportId?', '학습 리포트 상세', {
    samples: ['/v3/ReportDetail', '/v3/ReportDetail/1001'],
    parent: '/v3/StudentReportList',
  }),
  reports.v3At('reportAttend', '/v3/report/attend', '출결 리포트'),
  reports.v3At('reportBirth', '/v3/report/birth', '생일 리포트'),
  reports.v3At('reportGrade', '/v3/report/grade', '성적 리포트'),

  // Attendance
  attendance.v3('AttendanceClassList', '출결 관리'),
  attendance.v3('AttendanceHistory', '출결 기록'),
  attendance.v3At('attendanceDeskMain', '/attendanceDeskMain', '출결 데스크'),
  attendance.v3At('instAttendance', '/instAttendance', '학원 출결 현황'),
  attendance.tf('pinChangeResult', '/pinChangeResult', 'PIN 번호 변경 결과', {
    ...PRIVATE,
    ...done('/v3/AttendanceHistory'),
  }),

  // Live classes
  live.v3('CreateStep01', '라이브 수업 만들기 (1단계)'),
  live.v3('CreateStep02', '라이브 수업 만들기 (2단계)'),
  live.v3('CreateStep03', '라이브 수업 만들기 (3단계)'),
  live.v3('LiveClassDetail', '라이브 수업 상세'),
  live.v3('LivePromotion', '라이브 수업 홍보'),
  live.v3('EnrolmentList', '수강 신청자 목록'),
  live.v3('EnrollmentPage', '수강 신청'),
  live.v3('LiveList', '라이브 수업 목록'),
  live.v3('LiveWrite', '라이브 수업 작성'),
  live.v3At('LiveSearchList', '/v3/LiveSearchList/:bt', '라이브 수업 찾기', { samples: ['/v3/LiveSearchList/1'] }),
  live.v3('LiveSearchDetail', '라이브 수업 정보'),
  live.v3('LiveClassReview', '수강 후기'),
  live.v3('LiveClassReviewWrite', '수강 후기 작성'),
  live.v3At('searchlive', '/searchlive/:bt?', '라이브 수업 둘러보기', { samples: ['/searchlive', '/searchlive/1'] }),

  // Reservations
  reservations.v3('ReservationSettings', '예약 설정'),
  reservations.v3('Reservation', '상담 예약'),
  reservations.v3('ReservationDetail', '예약 상세'),
  reservations.v3('TempReserveList', '임시 예약 목록'),

  // Money: paying, cards
  payments.v3At('payment', '/v3/payment', '결제하기'),
  payments.v3('PaymentCompletePage', '결제 완료'),
  payments.v3('CancelPayment', '환불', { parent: '/v3/InstBill' }),
  payments.v3('LiveClassReceipt', '영수증'),
  payments.v3At('cardRegResult', '/cardRegResult', '카드 등록 결과'),
  payments.v3At('nicePay', '/nicePay', '결제 진행'),
  payments.v3At('payResult', '/payResult', '결제 결과'),
  payments.v3('PaymentDetail', '결제 상세'),
  payments.v3('TossPaymentAdded', '토스페이먼츠 연동'),
  payments.tf('paymentList', '/paymentList', '결제 내역'),
  payments.tf('cardManagement', '/cardManagement', '카드 관리'),
  payments.tf('cardManageList', '/cardManageList', '등록 카드 목록'),

  // Money: billing and tuition
  billing.v3('InstBill', '청구서 관리'),
  billing.v3At('tuitionFeeList', '/v3/tuition-fee/list', '교습비 목록'),
  billing.v3At('tuitionFeeDetail', '/v3/tuition-fee/detail/:id?', '교습비 상세', {
    samples: ['/v3/tuition-fee/detail', '/v3/tuition-fee/detail/1001'],
  }),
  // Not in SPEC §2: the year-end statement per child (연간 교육비 납입 증명, decision 0051), opened from
  // 결제 내역 by a family and from a student's year in the ledger by the office.
  billing.v3At('tuitionFeeStatement', '/v3/tuition-fee/statement', '연간 교육비 납입 증명', {
    requiresSignIn: true,
    parent: '/paymentList',
  }),
  billing.tf('billCreate', '/billCreate', '청구서 만들기'),

  // Money: settlement and transactions
  settlement.v3('SettlementListPage', '정산 내역'),
  settlement.v3At('transactionList', '/v3/transaction/list', '거래 내역'),
  settlement.v3At('transactionDetail', '/v3/transaction/detail/:type/:id?', '거래 상세', {
    samples: ['/v3/transaction/detail/card', '/v3/transaction/detail/card/1001'],
  }),

  // Gifts
  gifts.v3('MyPresent', '내 선물함'),
  gifts.v3('HistorySent', '보낸 선물 내역'),
  gifts.v3('PresentReceipt', '선물 영수증'),
  gifts.v3('PresentMMS', '선물 메시지 보내기'),
  gifts.v3('BenefitList', '혜택 모음'),

  // Deals
  deals.v3At('deals', '/v3/deals', '딜'),
  deals.v3At('dealsByUserType', '/v3/deals/:userType', '딜 상품 목록', {
    params: { userType: DEAL_USER_TYPES },
    samples: ['/v3/deals/plus', '/v3/deals/basic', '/v3/deals/student'],
  }),
  deals.v3At('dealDetail', '/v3/deals/:userType/:productId', '딜 상품 상세', {
    params: { userType: DEAL_USER_TYPES },
    samples: ['/v3/deals/plus/1001', '/v3/deals/student/1002'],
  }),
  deals.v3At('dealPayment', '/v3/deals/payment', '딜 결제'),

  // Inquiries
  inquiries.v3('InquiryListPage', '문의 내역'),
  inquiries.v3('InquiryDetail', '문의 상세'),
  inquiries.v3('InquiryCreate', '문의하기'),
  inquiries.v3('UserInquiryListPage', '회원 문의 목록'),

  // Terms
  terms.v3('AgreeTermsOfPres', '선물하기 이용약관'),
  terms.v3('AgreeTermsOfPay', '결제 이용약관'),
  terms.v3('AgreeOfElecFinance', '전자금융거래 이용약관'),
  terms.v3('AgreeOfPersonalInfo', '개인정보 수집·이용 동의'),
  terms.v3('AgreeOfProvision', '개인정보 제3자 제공 동의'),
  terms.v3('PrivacyPolicy', '개인정보 처리방침'),
  terms.v3('ServiceTerms', '서비스 이용약관'),
  terms.v3('MarketingConsent', '마케팅 정보 수신 동의'),

  // Guides
  guides.v3('MainGuide', '이용 가이드'),
  guides.v3('GuideCreateClass', '반 만들기 가이드'),
  guides.v3('GuideStudentRegister', '원생 등록 가이드'),
  guides.v3('GuideKeyFeatures', '주요 기능 안내'),
  guides.v3('AddRecommend', '추천인 등록'),
  guides.tf('videoManualTF', '/videoManualTF', '영상 매뉴얼'),
  guides.tf('videoManualTFDetail', '/videoManualTF/:id', '영상 매뉴얼 보기', { samples: ['/videoManualTF/1'] }),

  // Chat
  chat.tf('chatRoomListMain', '/chatRoomListMain', '채팅'),
  chat.tf('chatRoomInside', '/chatRoomInside/:channelUrl', '채팅방', { samples: ['/chatRoomInside/channel-1001'] }),
  chat.tf('chatRoomInvite', '/chatRoomInvite/:channelUrl', '채팅방 초대', {
    samples: ['/chatRoomInvite/channel-1001'],
  }),
  chat.tf('chatRoomCreate', '/chatRoomCreate', '채팅방 만들기'),
  chat.tf('chatRoomNm', '/chatRoomNm', '채팅방 이름 설정'),
  chat.tf('classChatRoomList', '/classChatRoomList', '반 채팅방 목록'),
  chat.tf('chatRoomChange', '/chatRoomChange/:channelUrl', '채팅방 설정 변경', {
    samples: ['/chatRoomChange/channel-1001'],
  }),
  chat.tf('chatRoomFileManage', '/chatRoomFileManage/:channelUrl', '채팅방 파일 관리', {
    samples: ['/chatRoomFileManage/channel-1001'],
  }),
  chat.tf('chatRoomEtiquette', '/chatRoomEtiquette/:channelUrl', '채팅방 에티켓', {
    samples: ['/chatRoomEtiquette/channel-1001'],
  }),
  chat.tf('chatFileViewer', '/chatFileViewer', '파일 보기'),
  chat.tf('etiquette', '/etiquette', '채팅 에티켓'),

  // Notifications
  notifications.v3At('pushPage', '/pushPage', '알림 바로가기'),
  notifications.v3('notificationsListPage', '알림 목록'),
  notifications.v3At('messageCosts', '/v3/inst/messageCosts', '알림톡·문자 비용', MENU),

  // Design pages (owned by the UI kit; features/design)
  design.v3At('pub', '/v3/pub', '디자인 시스템', { background: 'white' }),
  ...DESIGN_SECTIONS.map((section) =>
    design.v3At(`pub${section.name}`, `/v3/pub${section.name}`, `디자인 시스템: ${section.title}`, {
      background: 'white',
    }),
  ),
  design.v3At('demo', '/demo', '데모', { background: 'white' }),
];

/** Where `/` goes when the server's ROOT_REDIRECT is unknown (SPEC §2: /mainTF in local development). */
export const DEFAULT_ROOT_REDIRECT = '/mainTF';
