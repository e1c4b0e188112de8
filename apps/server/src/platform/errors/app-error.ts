/**
 * The one error contract: every failure the API reports is `{ code, message, fields? }`
 * with a Korean message the user can act on. Features add codes here, once.
 */
export const errorCatalog = {
  VALIDATION_FAILED: { status: 400, message: '입력한 내용을 다시 확인해 주세요.' },
  BAD_REQUEST: { status: 400, message: '요청을 처리할 수 없습니다. 입력한 내용을 확인해 주세요.' },
  UNAUTHENTICATED: { status: 401, message: '로그인이 필요합니다. 다시 로그인해 주세요.' },
  CSRF_FAILED: { status: 403, message: '보안 확인에 실패했습니다. 페이지를 새로고침한 뒤 다시 시도해 주세요.' },
  FORBIDDEN: { status: 403, message: '이 작업을 할 권한이 없습니다. 학원 관리자에게 권한을 요청해 주세요.' },
  NOT_FOUND: { status: 404, message: '요청한 정보를 찾을 수 없습니다. 주소를 확인해 주세요.' },
  ROUTE_NOT_FOUND: { status: 404, message: '존재하지 않는 API 주소입니다.' },
  CONFLICT: {
    status: 409,
    message: '이미 처리되었거나 다른 사용자가 변경한 정보입니다. 새로고침 후 다시 시도해 주세요.',
  },
  PAYLOAD_TOO_LARGE: { status: 413, message: '파일이나 요청이 너무 큽니다. 크기를 줄여 다시 시도해 주세요.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: '지원하지 않는 형식의 요청입니다.' },
  RATE_LIMITED: { status: 429, message: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.' },
  INTERNAL: {
    status: 500,
    message:
      '일시적인 오류가 발생하였습니다. 잠시 후 다시 시도해 주시기 바랍니다. 지속적으로 발생할 경우 고객센터로 문의해 주세요.',
  },
  SERVICE_UNAVAILABLE: { status: 503, message: '서비스에 일시적으로 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.' },
  // 본인확인 (identity verification)
  VERIFICATION_NOT_FOUND: {
    status: 404,
    message: '본인인증 요청을 찾을 수 없습니다. 처음부터 다시 인증해 주세요.',
  },
  VERIFICATION_CODE_REQUIRED: { status: 400, message: '인증번호를 먼저 요청해 주세요.' },
  VERIFICATION_CODE_MISMATCH: { status: 400, message: '인증번호가 일치하지 않습니다. 다시 입력해 주세요.' },
  VERIFICATION_EXPIRED: { status: 400, message: '인증 시간이 지났습니다. 인증번호를 다시 받아 주세요.' },
  VERIFICATION_SESSION_EXPIRED: {
    status: 410,
    message: '본인인증 유효 시간이 지났습니다. 처음부터 다시 인증해 주세요.',
  },
  VERIFICATION_FAILED: {
    status: 400,
    message: '본인인증에 실패했습니다. 처음부터 다시 인증해 주세요.',
  },
  VERIFICATION_TOO_MANY_ATTEMPTS: {
    status: 400,
    message: '인증번호를 5회 잘못 입력하여 본인인증이 중단되었습니다. 처음부터 다시 인증해 주세요.',
  },
  VERIFICATION_NOT_PENDING: { status: 409, message: '이미 완료되었거나 중단된 본인인증입니다.' },
  VERIFICATION_INCOMPLETE: {
    status: 409,
    message: '본인인증이 아직 완료되지 않았습니다. 인증을 마친 뒤 다시 시도해 주세요.',
  },
  VERIFICATION_ALREADY_USED: { status: 409, message: '이미 사용한 본인인증입니다. 다시 인증해 주세요.' },
  VERIFICATION_PURPOSE_MISMATCH: {
    status: 400,
    message: '다른 용도로 진행한 본인인증입니다. 이 화면에서 다시 인증해 주세요.',
  },
  IDENTITY_PROVIDER_UNAVAILABLE: {
    status: 503,
    message: '본인인증 기관에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.',
  },
  // 소셜 로그인
  SOCIAL_LOGIN_FAILED: { status: 400, message: '소셜 로그인에 실패했습니다. 처음부터 다시 로그인해 주세요.' },
  SOCIAL_PROVIDER_NOT_CONFIGURED: {
    status: 503,
    message: '이 소셜 로그인은 지금 사용할 수 없습니다. 다른 방법으로 로그인해 주세요.',
  },
  SOCIAL_PROVIDER_UNAVAILABLE: {
    status: 503,
    message: '소셜 로그인 서비스에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.',
  },
  // 문자·메일 발송
  MESSAGE_SEND_FAILED: { status: 503, message: '메시지를 보내지 못했습니다. 잠시 후 다시 시도해 주세요.' },
  // 계정: 로그인
  LOGIN_FAILED: {
    status: 401,
    message: '아이디 또는 비밀번호가 올바르지 않습니다. 입력한 내용을 다시 확인해 주세요.',
  },
  ACCOUNT_LOCKED: {
    status: 423,
    message:
      '비밀번호를 여러 번 잘못 입력하여 로그인이 잠시 제한되었습니다. 잠시 후 다시 시도하거나 비밀번호 찾기로 재설정해 주세요.',
  },
  ACCOUNT_DORMANT: {
    status: 403,
    message: '오랫동안 이용하지 않아 휴면 상태가 된 계정입니다. 본인인증을 하면 다시 이용할 수 있습니다.',
  },
  APP_TOKEN_INVALID: {
    status: 401,
    message: '로그인 정보가 만료되었거나 이미 사용되었습니다. 앱에서 다시 로그인해 주세요.',
  },
  SOCIAL_LOGIN_EXPIRED: {
    status: 400,
    message: '소셜 로그인 확인 시간이 지났습니다. 처음부터 다시 로그인해 주세요.',
  },
  SOCIAL_ALREADY_LINKED: {
    status: 409,
    message:
      '이 계정에는 이미 같은 서비스의 다른 소셜 계정이 연결되어 있습니다. 연결된 소셜 계정이나 아이디로 로그인해 주세요.',
  },
  // 계정: 가입
  DUPLICATE_ACCOUNT: {
    status: 409,
    message: '이미 가입된 계정이 있습니다. 아이디 찾기에서 가입한 아이디를 확인해 주세요.',
  },
  LOGIN_ID_TAKEN: { status: 409, message: '이미 사용 중인 아이디입니다. 다른 아이디를 입력해 주세요.' },
  CONSENTS_REQUIRED: { status: 400, message: '필수 약관에 동의해 주세요.' },
  SIGNUP_UNDER_14: {
    status: 400,
    message: '만 14세 미만은 법정대리인(보호자)의 동의가 필요합니다. 보호자 인증으로 가입해 주세요.',
  },
  SIGNUP_NOT_UNDER_14: {
    status: 400,
    message: '만 14세 이상은 보호자 동의 없이 가입할 수 있습니다. 본인 명의로 본인인증을 해 주세요.',
  },
  GUARDIAN_UNDER_AGE: {
    status: 400,
    message: '법정대리인은 만 19세 이상이어야 합니다. 성인 보호자가 본인인증을 해 주세요.',
  },
  // 계정: 찾기·변경
  ACCOUNT_NOT_FOUND: {
    status: 404,
    message: '입력한 정보와 일치하는 계정이 없습니다. 아이디를 다시 확인해 주세요.',
  },
  CODE_MISMATCH: {
    status: 400,
    message: '인증번호가 일치하지 않거나 유효 시간이 지났습니다. 인증번호를 확인하거나 새로 받아 주세요.',
  },
  RESET_TOKEN_INVALID: {
    status: 400,
    message: '비밀번호 재설정 시간이 지났거나 이미 사용한 요청입니다. 비밀번호 찾기를 처음부터 다시 진행해 주세요.',
  },
  WRONG_PASSWORD: { status: 400, message: '비밀번호가 올바르지 않습니다. 다시 입력해 주세요.' },
  NO_PASSWORD: {
    status: 400,
    message: '소셜 로그인으로 가입한 계정은 비밀번호가 없습니다. 본인인증으로 확인해 주세요.',
  },
  IDENTITY_MISMATCH: {
    status: 400,
    message: '본인인증한 정보가 이 계정의 명의와 다릅니다. 계정 명의자 본인으로 다시 인증해 주세요.',
  },
  PHONE_NOT_VERIFIED: {
    status: 400,
    message: '본인인증 결과에 휴대폰 번호가 없습니다. 휴대폰 본인인증으로 다시 시도해 주세요.',
  },
  DORMANT_ACCOUNT_NOT_FOUND: {
    status: 404,
    message: '본인인증한 정보와 일치하는 휴면 계정이 없습니다. 로그인 화면에서 다시 로그인해 주세요.',
  },
  // 계정: 가족
  FAMILY_ACCOUNT_NOT_FOUND: {
    status: 404,
    message: '본인인증한 자녀의 계정이 없습니다. 자녀가 먼저 회원가입한 뒤 다시 연결해 주세요.',
  },
  FAMILY_SELF: { status: 400, message: '본인과는 가족으로 연결할 수 없습니다. 가족의 정보를 입력해 주세요.' },
  FAMILY_ALREADY_LINKED: { status: 409, message: '이미 가족으로 연결되어 있습니다. 가족 목록을 확인해 주세요.' },
  FAMILY_LINK_NOT_FOUND: {
    status: 404,
    message: '연결된 가족을 찾을 수 없습니다. 가족 목록을 새로고침한 뒤 다시 시도해 주세요.',
  },
  FAMILY_TOO_MANY_REQUESTS: {
    status: 429,
    message: '오늘 보낼 수 있는 가족 연결 요청을 모두 보냈습니다. 내일 다시 시도해 주세요.',
  },
  // 계정: 탈퇴
  WITHDRAWAL_BLOCKED: {
    status: 409,
    message:
      '원장으로 운영 중인 학원이 있어 탈퇴할 수 없습니다. 학원을 다른 원장에게 넘기거나 폐원한 뒤 다시 시도해 주세요.',
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalog;

/** A field-level message, keyed by the request field's path (e.g. `mobileNo`, `lectureList.0.start`). */
export type FieldErrors = Record<string, string>;

export type ErrorBody = { code: ErrorCode; message: string; fields?: FieldErrors };

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly fields?: FieldErrors,
  ) {
    super(message ?? errorCatalog[code].message);
    this.name = 'AppError';
    this.status = errorCatalog[code].status;
  }

  toBody(): ErrorBody {
    return this.fields
      ? { code: this.code, message: this.message, fields: this.fields }
      : { code: this.code, message: this.message };
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
