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
