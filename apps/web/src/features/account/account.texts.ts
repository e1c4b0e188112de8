import {
  DORMANT_AFTER_DAYS,
  LOGIN_ID_MAX_LENGTH,
  LOGIN_ID_MIN_LENGTH,
  LOGIN_LOCK_MINUTES,
} from '@academy/domain/account/account.rules';
import type { IdentityPurpose } from '@academy/domain/identity/identity.constants';
import { REGIONS_MAX, SUBJECTS_MAX } from '@academy/domain/signup/signup.constants';
import { GRADE_YEARS, gradeLabel } from '@academy/domain/students/students.rules';

/**
 * Every text the account screens show (log-in, social log-in, sign-up, verification, finding an
 * id, resetting a password, dormant accounts, the app's token log-in), in one place. Field labels
 * match the Korean labels of the domain schemas, so the validation messages read the same.
 */
export const ACCOUNT_TEXTS = {
  common: {
    next: '다음',
    toLogin: '로그인 화면으로',
    toHome: '홈으로 가기',
    retry: '다시 시도',
    working: '처리하고 있습니다…',
    failed: '요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.',
    required: '필수',
    optional: '선택',
    view: '보기',
    viewLabel: (name: string) => `${name} 보기`,
    badLink: '잘못된 주소로 들어왔습니다. 처음부터 다시 진행해 주세요.',
  },

  fields: {
    userInputId: '아이디',
    pw: '비밀번호',
    pwConfirm: '비밀번호 확인',
    newPw: '새 비밀번호',
    newPwConfirm: '새 비밀번호 확인',
    userNm: '이름',
    birthdate: '생년월일',
    genderCd: '성별',
    carrier: '통신사',
    mobileNo: '휴대폰 번호',
    code: '인증번호',
    userNickNm: '닉네임',
    email: '이메일',
    address: '주소',
    detailAddress: '상세 주소',
    schoolNm: '학교',
    gradeYear: '학년',
    subjects: '과목',
    regions: '지역',
    recommendCd: '추천인 코드',
    profileImage: '프로필 이미지',
    year: '년',
    month: '월',
    day: '일',
    relationType: '보호자와의 관계',
  },

  placeholders: {
    userInputId: '아이디를 입력해 주세요',
    pw: '비밀번호를 입력해 주세요',
    mobileNo: '01012345678',
    code: '숫자 6자리',
    email: 'example@email.com',
    address: '도로명 또는 지번 주소',
    detailAddress: '동, 호수 등',
    schoolNm: '예: 한빛중학교',
    subject: '예: 수학',
    recommendCd: '추천인 코드가 있다면 입력해 주세요',
  },

  login: {
    lead: '학원ON에 오신 것을 환영합니다. 아이디와 비밀번호로 로그인해 주세요.',
    keep: '로그인 유지',
    keepHint: '공용 기기에서는 해제해 주세요. 30일 동안 로그인이 유지됩니다.',
    submit: '로그인',
    findId: '아이디 찾기',
    findPw: '비밀번호 찾기',
    join: '회원가입',
    helpLinks: '계정 도움말',
    socialTitle: '간편 로그인',
    kakao: '카카오로 시작하기',
    naver: '네이버로 시작하기',
    apple: 'Apple로 시작하기',
    wrongCredentials: '아이디 또는 비밀번호가 올바르지 않습니다. 입력한 내용을 다시 확인해 주세요.',
    locked: `비밀번호를 여러 번 잘못 입력하여 로그인이 ${LOGIN_LOCK_MINUTES}분간 제한되었습니다.`,
    rateLimited: '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.',
    alreadySignedIn: (name: string) => `${name}님으로 로그인되어 있습니다.`,
  },

  social: {
    providers: { kakao: '카카오', naver: '네이버', apple: 'Apple' },
    signingIn: (provider: string) => `${provider} 계정으로 로그인하고 있습니다…`,
    cancelled: (provider: string) => `${provider} 로그인을 취소했습니다.`,
    profileTitle: (provider: string) => `${provider}에서 받은 정보`,
    profileLead:
      '처음 로그인하셨네요. 안전한 이용을 위해 휴대폰 본인인증을 한 번 진행해 주세요. 이미 학원ON 계정이 있다면 그 계정에 연결되고, 없다면 새 계정이 만들어집니다.',
    verify: '본인인증하고 계속하기',
    completing: '계정을 확인하고 있습니다…',
    consentsTitle: '처음 오셨네요! 약관에 동의하면 가입이 완료됩니다.',
    joinWithConsents: '동의하고 가입하기',
    notProvided: '제공되지 않음',
    failedTitle: '소셜 로그인을 완료하지 못했습니다',
    under14: '만 14세 미만은 소셜 로그인으로 가입할 수 없습니다. 보호자 동의를 받아 회원가입해 주세요.',
    toJoin: '회원가입으로 가기',
    lostSession: '로그인 정보가 만료되었습니다. 처음부터 다시 로그인해 주세요.',
    welcomeJoined: '가입이 완료되었습니다. 환영합니다!',
    welcomeLinked: '기존 계정에 소셜 로그인을 연결했습니다.',
  },

  consent: {
    all: '전체 동의',
    allHint: '선택 항목(마케팅, 야간 수신)을 포함해 모두 동의합니다.',
    labels: {
      age14: '만 14세 이상입니다',
      age14Guardian: '만 14세 미만 자녀의 법정대리인(보호자)으로서 가입에 동의합니다',
      useTerms: '서비스 이용약관 동의',
      personalInfo: '개인정보 수집 및 이용 동의',
      marketing: '마케팅 정보 수신 동의',
      night: '야간(21시~08시) 광고성 정보 수신 동의',
    },
    tag: (required: boolean) => (required ? '(필수)' : '(선택)'),
    nightHint: '마케팅 정보 수신에 동의한 경우에만 밤 9시부터 아침 8시 사이에 광고성 알림을 보내 드립니다.',
    requiredMissing: '필수 약관에 모두 동의해 주세요.',
    privacyPolicy: '개인정보 처리방침',
    groupLabel: '약관 동의',
  },

  joinAgree: {
    lead: '학원ON 서비스 이용을 위해 약관에 동의해 주세요.',
    under14: '만 14세 미만이에요',
    over14: '만 14세 이상이에요',
    guardianLead:
      '만 14세 미만 어린이는 법정대리인(보호자)의 동의가 있어야 가입할 수 있습니다. 보호자께서 약관을 읽고 동의해 주세요.',
  },

  joinCerti: {
    selfTitle: '휴대폰 본인인증',
    selfLead:
      '안전한 가입을 위해 본인 명의의 휴대폰으로 본인인증을 진행합니다. 인증한 이름, 생년월일, 성별, 휴대폰 번호가 회원 정보로 등록되며, 한 사람은 하나의 계정만 만들 수 있습니다.',
    selfButton: '휴대폰 본인인증',
    guardianTitle: '자녀 정보와 보호자 인증',
    guardianLead:
      '가입할 자녀의 정보를 입력한 뒤, 만 19세 이상 보호자(법정대리인)가 본인 명의의 휴대폰으로 인증해 주세요. 자녀에게서는 로그인에 필요한 최소한의 정보만 받습니다.',
    childName: '자녀 이름',
    childBirth: '자녀 생년월일',
    childGender: '자녀 성별',
    guardianButton: '보호자 본인인증',
    notUnder14: '만 14세 이상은 보호자 인증 없이 본인 명의로 가입할 수 있습니다.',
    switchToSelf: '본인 명의로 가입하기',
    needConsents: '약관 동의를 먼저 진행해 주세요.',
    toAgree: '약관 동의로 가기',
  },

  sandbox: {
    note: '테스트용 본인인증 화면입니다. 인증번호는 /dev/outbox 에서 확인할 수 있습니다.',
    outboxLink: '발송함 열기 (새 창)',
    lead: '본인 명의의 휴대폰 정보를 입력하고 인증번호를 받아 주세요.',
    purposes: {
      signup: '회원가입',
      'signup-guardian': '보호자(법정대리인) 동의',
      'find-id': '아이디 찾기',
      'find-password': '비밀번호 찾기',
      'phone-change': '휴대폰 번호 변경',
      reactivate: '휴면 계정 해제',
      withdrawal: '회원 탈퇴',
      family: '가족 연결',
    } satisfies Record<IdentityPurpose, string>,
    purposeLine: (purpose: string) => `${purpose} 용도의 본인인증입니다.`,
    sendCode: '인증번호 받기',
    resend: '재전송',
    confirm: '확인',
    codeSent: '인증번호를 보냈습니다. 3분 안에 입력해 주세요.',
    remaining: (time: string) => `남은 시간 ${time}`,
    expired: '인증 시간이 지났습니다. 재전송을 눌러 인증번호를 다시 받아 주세요.',
    noTransId: '본인인증 요청 정보가 없습니다. 본인인증을 시작한 화면에서 다시 시도해 주세요.',
    notPending: '이미 완료되었거나 중단된 본인인증입니다. 처음부터 다시 진행해 주세요.',
    restart: '처음부터 다시 하기',
    genders: { M: '남성', F: '여성' },
  },

  certiResult: {
    checking: '본인인증 결과를 확인하고 있습니다…',
    completed: '본인인증이 완료되었습니다. 다음 단계로 이동합니다.',
    pending: '본인인증이 아직 완료되지 않았습니다. 잠시만 기다려 주세요.',
    failed: '본인인증에 실패했습니다.',
    expired: '본인인증 유효 시간이 지났습니다.',
    continue: '계속하기',
    statusLabel: '인증 상태',
    statuses: { pending: '진행 중', completed: '완료', failed: '실패', expired: '만료' },
  },

  joinUserInfo: {
    lead: '학원ON에서 사용할 정보를 입력해 주세요. * 표시는 필수 항목입니다.',
    verifiedTitle: '본인인증 정보',
    verifiedHint: '본인인증으로 확인된 정보는 바꿀 수 없습니다.',
    childTitle: '자녀 정보',
    guardianLine: (name: string) => `보호자 ${name}님이 인증하고 동의했습니다.`,
    accountTitle: '로그인 정보',
    profileTitle: '추가 정보 (선택)',
    idRulesLabel: '아이디 조건',
    idChecking: '아이디를 확인하고 있습니다…',
    idAvailable: '사용할 수 있는 아이디입니다.',
    idTaken: '이미 사용 중인 아이디입니다. 다른 아이디를 입력해 주세요.',
    idHint: `영문 소문자로 시작하는 ${LOGIN_ID_MIN_LENGTH}~${LOGIN_ID_MAX_LENGTH}자의 영문 소문자와 숫자`,
    pwRulesLabel: '비밀번호 조건',
    pwMatch: '비밀번호가 일치합니다.',
    ruleMet: '충족',
    ruleUnmet: '미충족',
    subjectsHint: `최대 ${SUBJECTS_MAX}개까지 추가할 수 있어요.`,
    subjectAdd: '추가',
    subjectRemove: (subject: string) => `${subject} 삭제`,
    subjectSuggestions: '자주 찾는 과목',
    subjectsFull: `과목은 최대 ${SUBJECTS_MAX}개까지 선택할 수 있습니다.`,
    regionsHint: `관심 지역을 최대 ${REGIONS_MAX}곳까지 고를 수 있어요.`,
    profileDefault: '기본 프로필 이미지로 시작합니다. 사진은 가입 후 마이페이지에서 바꿀 수 있어요.',
    profileAlt: '기본 프로필 이미지',
    pictureTitle: '프로필 사진',
    pictureHint: '기본 이미지 중 하나를 고르거나 사진을 올리세요.',
    pictureWithPhoto: '올린 사진이 프로필 사진이 됩니다. 사진을 지우면 고른 기본 이미지가 쓰입니다.',
    upload: '사진 올리기',
    uploadHint: 'jpg, jpeg, png, heif, heic 파일, 10MB까지',
    uploadedAlt: '올린 프로필 사진',
    removePhoto: '사진 지우기',
    gradeNone: '선택 안 함',
    submit: '가입하기',
    duplicate: '이미 가입된 계정이 있습니다. 아이디 찾기에서 확인해 주세요.',
    toFindId: '아이디 찾기',
    needVerification: '본인인증을 먼저 완료해 주세요.',
    toCerti: '본인인증으로 가기',
    verificationUsed: '이 본인인증은 이미 사용되었거나 만료되었습니다. 본인인증을 다시 진행해 주세요.',
    checkForm: '입력한 내용을 다시 확인해 주세요.',
  },

  joinDone: {
    title: '가입을 축하합니다!',
    lead: (name: string | null) =>
      name ? `${name}님, 학원ON 회원이 되신 것을 환영합니다.` : '학원ON 회원이 되신 것을 환영합니다.',
    idLine: (id: string) => `가입한 아이디: ${id}`,
    next: '이제 로그인하고 학원을 만들거나, 다니는 학원과 연결해 보세요.',
    nextSignedIn: '로그인되어 있어요. 학원을 만들거나, 다니는 학원과 연결해 보세요.',
    login: '로그인하기',
    start: '시작하기',
  },

  findId: {
    tabsLabel: '아이디 찾는 방법',
    byVerification: '본인인증으로 찾기',
    bySms: '휴대폰 번호로 찾기',
    verificationLead: '가입할 때 본인인증한 휴대폰으로 인증하면 가입한 아이디를 알려 드립니다.',
    verificationButton: '휴대폰 본인인증',
    smsLead: '가입할 때 등록한 이름과 휴대폰 번호를 입력해 주세요.',
    submit: '아이디 찾기',
    resultTitle: '가입한 계정',
    resultLead: '개인정보 보호를 위해 아이디 일부를 가려서 보여 드립니다.',
    noAccount: '입력한 정보로 가입한 계정이 없습니다.',
    socialOnly: '소셜 로그인 계정',
    joinedAt: (date: string) => `가입일 ${date}`,
    login: '로그인하기',
    findPw: '비밀번호 찾기',
    searching: '가입한 계정을 찾고 있습니다…',
  },

  findPwMain: {
    lead: '비밀번호를 재설정할 방법을 선택해 주세요.',
    byVerification: '본인인증으로 재설정',
    byVerificationHint: '가입할 때 본인인증한 휴대폰으로 인증합니다.',
    bySms: '휴대폰 번호로 재설정',
    bySmsHint: '등록한 휴대폰 번호로 받은 인증번호를 입력합니다.',
    methodsLabel: '재설정 방법',
  },

  findPw: {
    verificationLead: '아이디를 입력한 뒤 계정 명의자 본인의 휴대폰으로 인증해 주세요.',
    smsLead: '아이디와 가입할 때 등록한 휴대폰 번호를 입력해 주세요.',
    verificationButton: '본인인증하고 재설정',
    submit: '확인',
    otherMethod: '다른 방법으로 찾기',
    checking: '계정을 확인하고 있습니다…',
  },

  pwChange: {
    lead: '새로 사용할 비밀번호를 입력해 주세요. 변경하면 모든 기기에서 로그아웃됩니다.',
    submit: '비밀번호 변경',
    done: '비밀번호가 변경되었습니다. 새 비밀번호로 로그인해 주세요.',
    noToken: '비밀번호 재설정 요청 정보가 없습니다. 비밀번호 찾기를 처음부터 진행해 주세요.',
    toFindPw: '비밀번호 찾기로 가기',
  },

  dormant: {
    title: '휴면 상태의 계정입니다',
    lead: `${DORMANT_AFTER_DAYS}일(1년) 이상 로그인하지 않은 계정은 개인정보 보호를 위해 휴면 상태로 바뀌고, 개인정보는 다른 회원 정보와 분리해 보관합니다.`,
    how: '계정 명의자 본인의 휴대폰으로 본인인증을 하면 휴면 상태가 해제되고 바로 다시 이용할 수 있습니다.',
    button: '본인인증하고 휴면 해제',
    working: '휴면 상태를 해제하고 있습니다…',
    done: '휴면 상태가 해제되었습니다. 다시 오신 것을 환영합니다!',
  },

  tokenLogin: {
    working: '앱에서 로그인하고 있습니다…',
    missing: '로그인 정보가 없습니다. 앱에서 다시 시도하거나 아이디로 로그인해 주세요.',
    failedTitle: '자동 로그인을 하지 못했습니다',
  },

  code: {
    sent: '인증번호를 보냈습니다. 3분 안에 입력해 주세요.',
    expired: '인증 시간이 지났습니다. 재전송을 눌러 인증번호를 다시 받아 주세요.',
  },
} as const;

/** Where each verification purpose starts over (the '처음부터 다시 하기' links). */
export const VERIFICATION_RESTART_PATHS: Record<IdentityPurpose, string> = {
  signup: '/v3/joinCerti',
  'signup-guardian': '/v3/joinCerti',
  'find-id': '/v3/FindId',
  'find-password': '/v3/FindPwMain',
  'phone-change': '/myPhoneNoChangeTF',
  reactivate: '/domantAccountTF',
  withdrawal: '/v3/WithdrawalCheck',
  family: '/v3/FamilyRelation',
};

/** 시·도 (first-level administrative divisions) with their 행정구역 codes, for the region picker. */
export const REGION_OPTIONS: readonly { code: string; label: string }[] = [
  { code: '11', label: '서울' },
  { code: '26', label: '부산' },
  { code: '27', label: '대구' },
  { code: '28', label: '인천' },
  { code: '29', label: '광주' },
  { code: '30', label: '대전' },
  { code: '31', label: '울산' },
  { code: '36', label: '세종' },
  { code: '41', label: '경기' },
  { code: '51', label: '강원' },
  { code: '43', label: '충북' },
  { code: '44', label: '충남' },
  { code: '52', label: '전북' },
  { code: '46', label: '전남' },
  { code: '47', label: '경북' },
  { code: '48', label: '경남' },
  { code: '50', label: '제주' },
];

/** 학년 1–12 as the academy names them (초1 … 고3). */
export const GRADE_YEAR_OPTIONS: readonly { value: string; label: string }[] = GRADE_YEARS.map((year) => ({
  value: String(year),
  label: gradeLabel(year),
}));
