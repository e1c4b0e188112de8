import { formatDuration } from '@academy/domain/format/format.date';
import type { NextStep } from '@academy/domain/home/home.rules';
import { asRole } from '@academy/domain/institute/institute.rules';

/** Every text of the home screen (/mainTF): the welcome, the account bar and the home of each role. */
export const HOME_TEXTS = {
  welcomeTitle: '학원 운영, 이제 한 곳에서',
  welcomeLead:
    '원생과 반 관리, 출결, 공지, 수강료 청구와 결제까지. 원장님, 선생님, 학부모, 학생이 하나의 계정으로 함께 씁니다.',
  login: '로그인',
  join: '회원가입',
  greeting: (name: string) => `${name}님, 안녕하세요`,
  academiesTitle: '내 학원',
  academiesLabel: '소속 학원',
  noAcademy: '아직 연결된 학원이 없습니다.',
  noAcademyHint: '학원을 만들거나, 다니는 학원에서 받은 초대 코드로 연결해 보세요.',
  createAcademy: '학원 만들기',
  findAcademy: '학원 찾기',
  connectCode: '초대 코드 입력',
  logout: '로그아웃',
  userName: (name: string) => `${name}님`,
  loadFailed: '회원 정보를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.',

  common: {
    loading: '홈을 불러오는 중',
    loadFailed: '홈을 불러오지 못했습니다.',
    loadFailedHint: '잠시 후 다시 시도해 주세요.',
    retry: '다시 시도',
    forbidden: '이 학원의 홈을 볼 수 없습니다.',
    count: (n: number) => `${n}명`,
    time: (start: string, end: string) => `${start}~${end}`,
    cardLoadFailed: '정보를 불러오지 못했습니다.',
  },

  academy: {
    switchInst: '학원 바꾸기',
    management: '학원 관리',
  },

  nextSteps: {
    title: '학원 시작하기',
    lead: '남은 단계를 마치면 이 안내는 사라집니다.',
    listLabel: '남은 단계',
    steps: {
      createClass: {
        label: '반 만들기',
        description: '수업 요일과 시간, 강사를 정해 첫 반을 만들어 보세요.',
        to: '/classCreate',
      },
      inviteTeacher: {
        label: '강사 초대',
        description: '함께 일할 강사에게 초대 코드를 보내 보세요.',
        to: '/v3/EmployeeRegister',
      },
      registerStudent: {
        label: '원생 등록',
        description: '원생을 한 명씩, 또는 엑셀 파일로 한 번에 등록해 보세요.',
        to: '/v3/StudentRegister',
      },
      connectParent: {
        label: '학부모 연결',
        description: '원생 정보에서 보호자에게 초대 문자를 보내면 학부모가 연결됩니다.',
        to: '/v3/StudentsList',
      },
      setUpDesk: {
        label: '출결 데스크 설정',
        description: '학원 입구의 태블릿에서 출결 데스크를 열면 원생이 번호로 등·하원을 기록합니다.',
        to: '/attendanceDeskMain',
      },
    } satisfies Record<NextStep, { label: string; description: string; to: string }>,
  },

  classes: {
    title: '오늘의 수업',
    teacherTitle: '오늘 내 수업',
    listLabel: '오늘 수업 목록',
    empty: '오늘 예정된 수업이 없습니다.',
    teacherEmpty: '오늘은 맡은 수업이 없습니다.',
    tally: { present: '출석', late: '지각', absent: '결석', unmarked: '미체크' },
    tallyLabel: (classNm: string) => `${classNm} 오늘 출결`,
    openSheet: (classNm: string) => `${classNm} 오늘 출석부`,
    meta: (time: string, room: string | null, enrolled: number) =>
      [time, room, `원생 ${enrolled}명`].filter(Boolean).join(' · '),
    toAttendance: '출결 관리',
  },

  desk: {
    title: '출결 데스크',
    checkedIn: '등원',
    inside: '학원에 있음',
    checkedOut: '하원',
    recentLabel: '최근 등원',
    empty: '오늘 등원한 원생이 아직 없습니다.',
    checkIn: (time: string) => `${time} 등원`,
    checkOut: (time: string) => `${time} 하원`,
    onBreak: '외출 중',
    insideNow: '학원에 있음',
    open: '출결 데스크 열기',
    day: '오늘 출결 현황',
  },

  students: {
    title: '원생 현황',
    listLabel: '상태별 원생 수',
    total: '전체',
    open: (label: string, n: number) => `${label} 원생 ${n}명 보기`,
    toList: '원생 목록',
  },

  joinRequests: {
    title: '새 가입 요청',
    count: (n: number) => `${n}건`,
    empty: '기다리는 가입 요청이 없습니다.',
    listLabel: '가입 요청 목록',
    approve: '승인',
    reject: '거절',
    approveConfirm: (name: string, role: string) => `${name}님을 ${asRole(role)} 승인할까요?`,
    rejectConfirm: (name: string) => `${name}님의 가입 요청을 거절할까요?`,
    approved: (name: string) => `${name}님의 가입을 승인했습니다.`,
    rejected: (name: string) => `${name}님의 가입 요청을 거절했습니다.`,
    smsFailed: '승인 결과를 문자로 보내지 못했습니다. 앱 알림으로는 전달되었습니다.',
    staffTeacher: '강사로 승인',
    staffManager: '실장으로 승인',
    message: (text: string) => `“${text}”`,
    requestedAt: (date: string) => `${date} 요청`,
    loadFailed: '가입 요청을 불러오지 못했습니다.',
  },

  notifications: {
    title: '알림',
    listLabel: '최근 알림',
    empty: '새 알림이 없습니다.',
    unread: (n: number) => `안 읽음 ${n}건`,
    unreadItem: '안 읽음',
    all: '알림 전체 보기',
  },

  teacher: {
    studentsTitle: '내 원생',
    studentsHint: '오늘 내가 가르치는 반에 등록된 원생입니다.',
    studentsLink: '원생 목록 보기',
  },

  week: {
    title: '이번 주 일정',
    timetableTitle: '이번 주 시간표',
    listLabel: (title: string) => `${title} 요일별 수업`,
    dayLabel: (date: string, weekday: string) => `${date.slice(5).replace('-', '/')} (${weekday})`,
    today: '오늘',
    none: '수업 없음',
    makeup: '보강',
    moved: '변경',
  },

  lessonStatus: {
    notYet: '출결 전',
  },

  parent: {
    switcher: '우리 아이',
    noChildren: '아직 연결된 자녀가 없습니다.',
    noChildrenHint: '학원에서 받은 학부모 초대 코드를 입력하면 자녀가 연결됩니다.',
    noAcademy: (name: string) => `${name} 학생이 다니는 학원 중 연결된 곳이 없습니다.`,
    noAcademyHint: '학원에서 받은 학부모 초대 코드를 입력하면 이곳에 학원별 출결과 시간표가 보입니다.',
    child: (name: string, grade: string | null) => (grade ? `${name} (${grade})` : name),
    visitsTitle: '오늘 등·하원',
    noVisit: '오늘은 아직 등원하지 않았습니다.',
    visitsLabel: '오늘 등·하원 기록',
    lessonsTitle: '오늘 출결',
    lessonsLabel: '오늘 수업별 출결',
    noLessons: '오늘은 수업이 없습니다.',
    studyTitle: '이번 주 순공 시간',
    study: (minutes: number) => formatDuration(Math.max(0, minutes)),
    studyHint: '출결 데스크의 등원부터 하원까지, 외출 시간을 뺀 시간입니다.',
    notificationsTitle: '알림',
    noNotifications: (name: string) => `${name} 학생에 관한 새 알림이 없습니다.`,
    history: '출결 기록 보기',
    switchTo: (instNm: string) => `${instNm}에서 출결 기록 보기`,
    paused: '휴원 중입니다.',
    left: '퇴원했습니다.',
  },

  notices: {
    title: '공지사항',
    listLabel: '최근 공지 목록',
    all: '전체 보기',
    empty: '새 공지가 없습니다.',
    loading: '공지를 불러오는 중…',
    failed: '공지를 불러오지 못했습니다. 잠시 후 다시 열어 주세요.',
    pinned: '고정',
    unread: '안 읽음',
    confirmAsked: '확인 요청',
    readCount: (read: number, total: number) => `읽음 ${read}/${total}`,
  },

  feed: {
    staffTitle: '반 소식',
    studentTitle: '우리 반 소식',
    childTitle: '우리 아이 소식',
    staffEmpty: '아직 올라온 반 소식이 없습니다.',
    childEmpty: (name: string) => `${name} 학생에 관한 소식이 아직 없습니다.`,
    listLabel: '최근 소식 목록',
    all: '전체 보기',
    loading: '소식을 불러오는 중…',
    failed: '소식을 불러오지 못했습니다. 잠시 후 다시 열어 주세요.',
    photos: (count: number) => `사진 ${count}장`,
    comments: (count: number) => `댓글 ${count}`,
    personal: (author: string) => `알림장 · ${author}`,
  },

  student: {
    todayTitle: '오늘 시간표',
    todayLabel: '오늘 내 수업',
    noLessons: '오늘은 수업이 없습니다.',
    pinTitle: '내 출결 번호',
    pinHint: '학원 출결 데스크에서 이 번호를 누르면 등원과 하원이 기록됩니다.',
    noPin: '아직 출결 번호가 없습니다.',
    noPinHint: '출결 기록 화면에서 직접 정하거나, 선생님께 정해 달라고 말씀해 주세요.',
    setPin: '출결 번호 정하기',
    monthTitle: (month: string) => `${Number(month.slice(5))}월 내 출결`,
    monthLabel: '이번 달 상태별 출결 횟수',
    rate: (rate: number | null) => (rate === null ? '아직 출결 기록이 없습니다.' : `출석률 ${rate}%`),
    history: '출결 기록 보기',
    noRecord: '학원에서 아직 내 원생 정보를 연결하지 않았습니다.',
    noRecordHint: '선생님께 원생 정보 연결을 요청해 주세요.',
  },
} as const;
