import { ACADEMY_EXPORT_KEEP_HOURS } from '../academy-export/academy-export.rules';
import { CODE_MAX_ATTEMPTS } from '../account/account.rules';
import { NOTICE_FILE_MAX_MB } from '../notice/notice.constants';
import { GENERIC_FAILURE_MESSAGE, UPLOAD_TIMEOUT_MESSAGE } from '../uploads/uploads.rules';

/**
 * The one error catalogue: every failure the API reports is `{ code, message, fields? }` (see
 * `error-response.schema.ts`) with a Korean message the user can act on. The server maps a code to
 * its HTTP status and message (`new AppError('CODE')`); the web branches on the same codes, so a
 * comparison with a code that does not exist fails the type check. Areas add their codes here, once.
 */
export const errorCatalog = {
  VALIDATION_FAILED: { status: 400, message: '입력한 내용을 다시 확인해 주세요.' },
  BAD_REQUEST: { status: 400, message: '요청을 처리할 수 없습니다. 입력한 내용을 확인해 주세요.' },
  UNAUTHENTICATED: { status: 401, message: '로그인이 필요합니다. 다시 로그인해 주세요.' },
  CSRF_FAILED: { status: 403, message: '보안 확인에 실패했습니다. 페이지를 새로고침한 뒤 다시 시도해 주세요.' },
  CROSS_SITE_REQUEST: {
    status: 403,
    message: '다른 사이트에서 보낸 요청은 처리할 수 없습니다. 이 서비스 화면에서 다시 시도해 주세요.',
  },
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
    message: GENERIC_FAILURE_MESSAGE,
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
    message: `인증번호를 ${CODE_MAX_ATTEMPTS}회 잘못 입력하여 본인인증이 중단되었습니다. 처음부터 다시 인증해 주세요.`,
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
  // 학원과 연결 (features/institute)
  INST_LEAVE_DIRECTOR: {
    status: 409,
    message: '원장은 학원을 나갈 수 없습니다. 학원을 다른 원장에게 넘긴 뒤 다시 시도해 주세요.',
  },
  ALREADY_MEMBER: { status: 409, message: '이미 이 학원에 연결되어 있습니다. 내 학원 목록에서 확인해 주세요.' },
  INVITE_NOT_FOUND: { status: 404, message: '초대 코드를 찾을 수 없습니다. 받은 코드를 다시 확인해 주세요.' },
  INVITE_EXPIRED: {
    status: 410,
    message: '유효 기간이 지난 초대 코드입니다. 학원에 새 초대 코드를 요청해 주세요.',
  },
  INVITE_REVOKED: { status: 410, message: '학원에서 취소한 초대 코드입니다. 학원에 새 초대 코드를 요청해 주세요.' },
  INVITE_USED: { status: 409, message: '이미 사용된 초대 코드입니다. 학원에 새 초대 코드를 요청해 주세요.' },
  INVITE_STUDENT_LINKED: {
    status: 409,
    message: '이 원생은 이미 다른 계정과 연결되어 있습니다. 학원에 문의해 주세요.',
  },
  INVITE_OTHER_PHONE: {
    status: 403,
    message: '다른 휴대폰 번호로 보낸 초대 코드입니다. 초대받은 휴대폰 번호로 본인인증한 계정으로 로그인해 주세요.',
  },
  JOIN_REQUEST_PENDING: { status: 409, message: '이미 가입 요청을 보냈습니다. 학원의 승인을 기다려 주세요.' },
  JOIN_REQUEST_DECIDED: { status: 409, message: '이미 처리된 가입 요청입니다. 목록을 새로고침해 주세요.' },
  JOIN_REQUEST_CANCELLED: {
    status: 409,
    message: '요청한 분이 취소한 가입 요청이라 승인하거나 거절할 수 없습니다. 목록을 새로고침해 주세요.',
  },
  JOIN_REQUEST_NOT_CANCELLABLE: {
    status: 409,
    message: '이미 처리되었거나 취소된 가입 요청이라 취소할 수 없습니다. 내 학원 목록을 새로고침해 주세요.',
  },
  // 직원과 권한 (features/employees)
  EMPLOYEE_DIRECTOR_LOCKED: {
    status: 403,
    message: '원장의 역할, 재직 상태와 권한은 바꿀 수 없습니다.',
  },
  EMPLOYEE_SELF_CHANGE: {
    status: 403,
    message: '본인의 역할이나 재직 상태는 직접 바꿀 수 없습니다. 원장에게 요청해 주세요.',
  },
  PERMISSION_SELF_CHANGE: {
    status: 403,
    message: '본인의 권한은 직접 바꿀 수 없습니다. 원장에게 요청해 주세요.',
  },
  EMPLOYEE_ENDED: {
    status: 409,
    message: '이미 퇴사 처리된 직원입니다. 다시 함께하려면 새로 초대해 주세요.',
  },
  EMPLOYEE_SAME_ROLE: { status: 400, message: '지금과 같은 역할입니다. 바꿀 역할을 선택해 주세요.' },
  EMPLOYEE_ALREADY_STAFF: {
    status: 409,
    message: '이미 이 학원에서 일하고 있는 직원의 휴대폰 번호입니다. 직원 목록에서 확인해 주세요.',
  },
  EMPLOYEE_ALREADY_INVITED: {
    status: 409,
    message: '이 휴대폰 번호로 보낸 초대가 아직 유효합니다. 초대 코드 목록에서 확인해 주세요.',
  },
  INVITE_NOT_USABLE: {
    status: 409,
    message: '이미 사용되었거나 취소 또는 만료된 초대입니다. 새로 초대해 주세요.',
  },
  INVITE_NO_RECIPIENT: {
    status: 400,
    message: '초대받을 분의 휴대폰 번호가 없습니다. 직원 등록에서 휴대폰 번호와 함께 다시 초대해 주세요.',
  },
  // 원생과 학부모 (features/students)
  STUDENT_NOT_FOUND: {
    status: 404,
    message: '원생을 찾을 수 없습니다. 원생 목록을 새로고침한 뒤 다시 시도해 주세요.',
  },
  GUARDIAN_NOT_FOUND: {
    status: 404,
    message: '보호자를 찾을 수 없습니다. 원생 정보를 새로고침한 뒤 다시 시도해 주세요.',
  },
  MEMO_NOT_FOUND: { status: 404, message: '메모를 찾을 수 없습니다. 메모 목록을 새로고침한 뒤 다시 시도해 주세요.' },
  CLASS_NOT_FOUND: {
    status: 404,
    message: '선택한 반을 찾을 수 없습니다. 반 목록을 새로고침한 뒤 다시 선택해 주세요.',
  },
  STUDENT_STATUS_CONFLICT: { status: 409, message: '지금 상태에서는 이 상태로 바꿀 수 없습니다.' },
  GUARDIAN_DUPLICATE: {
    status: 409,
    message: '같은 휴대폰 번호의 보호자가 이미 등록되어 있습니다. 보호자 목록을 확인해 주세요.',
  },
  GUARDIANS_FULL: { status: 409, message: '보호자는 한 원생에 최대 4명까지 등록할 수 있습니다.' },
  GUARDIAN_ALREADY_CONNECTED: {
    status: 409,
    message: '이미 계정이 연결된 보호자입니다. 다시 초대하려면 먼저 연결을 해제해 주세요.',
  },
  GUARDIAN_NOT_CONNECTED: { status: 409, message: '계정이 연결되지 않은 보호자입니다.' },
  STUDENT_ALREADY_CONNECTED: {
    status: 409,
    message: '이미 계정이 연결된 원생입니다. 다시 초대하려면 먼저 연결을 해제해 주세요.',
  },
  STUDENT_NOT_CONNECTED: { status: 409, message: '계정이 연결되지 않은 원생입니다.' },
  STUDENT_NO_MOBILE: {
    status: 400,
    message: '원생의 휴대폰 번호가 없어 초대를 보낼 수 없습니다. 먼저 휴대폰 번호를 등록해 주세요.',
  },
  BATCH_FILE_REQUIRED: { status: 400, message: '엑셀 파일을 선택해 주세요.' },
  BATCH_FILE_TYPE: {
    status: 415,
    message: '엑셀(.xlsx) 파일만 올릴 수 있습니다. 원생 일괄 등록 양식을 내려받아 작성한 파일을 올려 주세요.',
  },
  BATCH_FILE_EMPTY: {
    status: 400,
    message: '등록할 원생이 없습니다. 양식의 두 번째 줄부터 원생 정보를 입력해 주세요.',
  },
  BATCH_FILE_TOO_LARGE: { status: 413, message: '파일이 너무 큽니다. 10MB 이하의 파일을 올려 주세요.' },
  BATCH_FILE_UNREADABLE: {
    status: 400,
    message: '파일을 읽을 수 없습니다. 엑셀에서 .xlsx 형식으로 다시 저장한 뒤 올려 주세요.',
  },
  BATCH_BAD_HEADERS: {
    status: 400,
    message: '양식의 열 이름이 바뀌었습니다. 양식을 다시 내려받아 작성해 주세요.',
  },
  BATCH_TOO_MANY_ROWS: {
    status: 400,
    message: '한 번에 5,000명까지 등록할 수 있습니다. 파일을 나누어 올려 주세요.',
  },
  BATCH_SHEET_TOO_LARGE: {
    status: 413,
    message:
      '엑셀 파일이 너무 큽니다. 압축을 풀면 50MB를 넘거나 읽는 데 10초를 넘기는 파일은 받을 수 없습니다. 한 번에 5,000명까지, 양식의 열만 남겨 올려 주세요.',
  },
  BATCH_TOO_MANY_CELLS: {
    status: 413,
    message:
      '엑셀 파일에 채워진 칸이 너무 많습니다. 한 시트에 100열, 250,000칸까지 읽을 수 있습니다. 한 번에 5,000명까지, 양식의 열만 남겨 올려 주세요.',
  },
  BATCH_SHEET_BUSY: { status: 429, message: '다른 엑셀 파일을 읽고 있습니다. 잠시 후 다시 올려 주세요.' },
  BATCH_PREVIEW_EXPIRED: {
    status: 410,
    message: '미리보기 시간이 지났거나 이미 등록한 파일입니다. 파일을 다시 올려 주세요.',
  },
  BATCH_NOTHING_TO_IMPORT: {
    status: 400,
    message: '등록할 수 있는 행이 없습니다. 오류를 고친 뒤 파일을 다시 올려 주세요.',
  },
  // 출결 (features/attendance, features/desk)
  ATTENDANCE_CLASS_NOT_FOUND: {
    status: 404,
    message: '반을 찾을 수 없습니다. 반 목록을 새로고침한 뒤 다시 선택해 주세요.',
  },
  ATTENDANCE_NO_SESSION: {
    status: 400,
    message: '이 날은 수업이 없는 날입니다. 수업이 있는 날짜를 선택해 주세요.',
  },
  ATTENDANCE_FUTURE_DATE: {
    status: 400,
    message: '아직 오지 않은 날의 출결은 입력할 수 없습니다. 오늘이나 지난 날짜를 선택해 주세요.',
  },
  ATTENDANCE_STUDENT_NOT_IN_CLASS: {
    status: 400,
    message: '이 날 수업에 등록되지 않은 원생이 들어 있습니다. 출석부를 새로고침한 뒤 다시 저장해 주세요.',
  },
  DESK_LOCKED: {
    status: 401,
    message: '출결 데스크가 잠겨 있습니다. 선생님께 잠금 해제를 요청해 주세요.',
  },
  DESK_PIN_UNKNOWN: { status: 404, message: '등록되지 않은 번호입니다. 다시 입력해 주세요.' },
  DESK_NOT_CHECKED_IN: {
    status: 409,
    message: '아직 등원하지 않았습니다. 먼저 등원한 뒤 외출해 주세요.',
  },
  DESK_NO_PASSWORD: {
    status: 400,
    message:
      '비밀번호가 없는 계정으로는 출결 데스크를 열 수 없습니다. 비밀번호로 로그인하는 직원 계정으로 열어 주세요.',
  },
  DESK_NOT_A_STUDENT: {
    status: 404,
    message: '이 학원에 등록된 원생 정보가 없습니다. 학원에 문의해 주세요.',
  },
  // 반과 일정 (features/classes, features/schedule)
  CLASS_CLOSED: { status: 409, message: '폐강한 반입니다. 폐강한 반의 정보와 일정은 바꿀 수 없습니다.' },
  CLASS_FULL: { status: 409, message: '정원이 모두 찼습니다. 정원을 늘린 뒤 다시 등록해 주세요.' },
  CLASS_ALREADY_ENROLLED: { status: 409, message: '이미 이 반에 등록된 원생입니다. 수강 기간을 확인해 주세요.' },
  CLASS_ROOM_CONFLICT: {
    status: 409,
    message: '다른 반이 같은 시간에 같은 강의실을 쓰고 있습니다. 강의실이나 시간을 바꿔 주세요.',
  },
  CLASS_TEACHER_NOT_FOUND: {
    status: 400,
    message: '선택한 강사를 찾을 수 없습니다. 강사 목록을 새로고침한 뒤 다시 선택해 주세요.',
  },
  UPLOAD_PENDING_LIMIT: {
    status: 429,
    message: '아직 저장하지 않은 파일이 너무 많습니다. 올린 파일을 먼저 저장하거나, 내일 다시 올려 주세요.',
  },
  UPLOAD_ACADEMY_FULL: {
    status: 413,
    message: '학원의 파일 저장 공간이 가득 찼습니다. 쓰지 않는 이미지나 파일을 지운 뒤 다시 올려 주세요.',
  },
  CLASS_TEACHER_INVITE_FORBIDDEN: {
    status: 403,
    message:
      '새 강사를 초대하려면 직원 등록·수정 권한이 필요합니다. 목록에서 강사를 선택하거나 원장님께 초대를 요청해 주세요.',
  },
  TUITION_NOT_FOUND: {
    status: 400,
    message: '선택한 수강료를 찾을 수 없습니다. 수강료 목록을 새로고침한 뒤 다시 선택해 주세요.',
  },
  CLASS_IMAGE_NOT_FOUND: { status: 400, message: '올린 이미지를 찾을 수 없습니다. 이미지를 다시 올려 주세요.' },
  CLASS_IMAGE_REQUIRED: { status: 400, message: '올릴 이미지 파일을 선택해 주세요.' },
  CLASS_IMAGE_TYPE: {
    status: 415,
    message: '이미지 파일(jpg, jpeg, png, heif, heic)만 올릴 수 있습니다. 다른 파일을 선택해 주세요.',
  },
  CLASS_IMAGE_TOO_LARGE: { status: 413, message: '이미지가 너무 큽니다. 10MB 이하의 이미지를 올려 주세요.' },
  ENROL_STUDENT_NOT_FOUND: {
    status: 400,
    message: '선택한 원생을 찾을 수 없습니다. 원생 목록을 새로고침한 뒤 다시 선택해 주세요.',
  },
  ENROL_STUDENT_LEFT: { status: 409, message: '퇴원한 원생은 반에 등록할 수 없습니다.' },
  ENROL_OUTSIDE_CLASS: {
    status: 400,
    message: '수강 시작일이 반의 수업 기간 밖입니다. 수업 기간 안의 날짜를 선택해 주세요.',
  },
  ENROLMENT_NOT_FOUND: {
    status: 404,
    message: '수강 정보를 찾을 수 없습니다. 수강생 목록을 새로고침한 뒤 다시 시도해 주세요.',
  },
  CLASS_MOVE_NOT_ENROLLED: {
    status: 409,
    message: '옮길 원생 중 그날 지금 반을 수강하지 않는 원생이 있습니다. 원생이나 날짜를 다시 선택해 주세요.',
  },
  CLASS_MOVE_BEFORE_START: {
    status: 400,
    message: '수강을 시작한 날이나 그 전으로는 반을 옮길 수 없습니다. 수강 시작 다음 날부터 골라 주세요.',
  },
  CLASS_MOVE_HAS_ATTENDANCE: {
    status: 409,
    message: '옮기는 날 이후의 출결이 지금 반에 기록되어 있습니다. 옮기는 날을 다시 골라 주세요.',
  },
  SESSION_NOT_FOUND: { status: 404, message: '수업 일정을 찾을 수 없습니다. 일정을 새로고침한 뒤 다시 시도해 주세요.' },
  SESSION_NOT_REGULAR_DAY: {
    status: 400,
    message: '이 날은 이 반의 정규 수업일이 아닙니다. 수업 요일과 기간을 확인해 주세요.',
  },
  SESSION_ALREADY_CHANGED: {
    status: 409,
    message: '이미 휴강하거나 일정을 바꾼 수업일입니다. 먼저 기존 변경을 취소해 주세요.',
  },
  MAKEUP_STUDENT_NOT_ENROLLED: {
    status: 400,
    message: '이 반에 등록되지 않은 원생이 있습니다. 보강할 원생을 다시 선택해 주세요.',
  },
  ABSENCE_NOT_FOUND: {
    status: 400,
    message: '선택한 결석 기록을 찾을 수 없습니다. 결석 목록을 새로고침한 뒤 다시 선택해 주세요.',
  },
  ABSENCE_ALREADY_MADE_UP: { status: 409, message: '이미 보강을 잡은 결석입니다. 다른 결석을 선택해 주세요.' },
  SESSION_HAS_ATTENDANCE: {
    status: 409,
    message: '출결이 기록된 보강은 취소할 수 없습니다. 출결 기록을 먼저 정리해 주세요.',
  },
  // 파일 올리기 (platform/files: 프로필 사진, 학원 로고)
  FILE_REQUIRED: { status: 400, message: '올릴 파일을 선택해 주세요.' },
  FILE_EMPTY: { status: 400, message: '내용이 없는 빈 파일입니다. 다른 파일을 선택해 주세요.' },
  IMAGE_FILE_TYPE: {
    status: 415,
    message: '이미지 파일(jpg, jpeg, png, heif, heic)만 올릴 수 있습니다. 다른 파일을 선택해 주세요.',
  },
  IMAGE_FILE_CONTENT: {
    status: 415,
    message: '파일 내용이 이미지가 아니거나 확장자와 맞지 않습니다. 사진 파일을 다시 선택해 주세요.',
  },
  IMAGE_FILE_TOO_LARGE: { status: 413, message: '이미지가 너무 큽니다. 10MB 이하의 이미지를 올려 주세요.' },
  PROFILE_IMAGE_NOT_FOUND: {
    status: 400,
    message: '올린 프로필 사진을 찾을 수 없습니다. 사진을 다시 올려 주세요.',
  },
  FILE_STORAGE_UNAVAILABLE: {
    status: 503,
    message: '파일 저장소에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.',
  },
  // 학원 데이터 내보내기 (features/academy-export)
  ACADEMY_EXPORT_NOT_FOUND: {
    status: 404,
    message: '내보내기 기록을 찾을 수 없습니다. 학원 데이터 내보내기 화면에서 다시 확인해 주세요.',
  },
  ACADEMY_EXPORT_NOT_READY: { status: 409, message: '아직 파일을 만드는 중입니다. 완료된 뒤 내려받아 주세요.' },
  ACADEMY_EXPORT_FAILED: {
    status: 409,
    message: '파일을 만들지 못한 내보내기입니다. 내보내기를 다시 시작해 주세요.',
  },
  ACADEMY_EXPORT_EXPIRED: {
    status: 410,
    message: `보관 기간(${ACADEMY_EXPORT_KEEP_HOURS}시간)이 지나 파일을 삭제했습니다. 내보내기를 다시 시작해 주세요.`,
  },
  // 공지 (features/notices)
  NOTICE_NOT_FOUND: { status: 404, message: '공지를 찾을 수 없습니다. 삭제되었거나 볼 수 없는 공지입니다.' },
  NOTICE_TARGET_NOT_FOUND: {
    status: 404,
    message: '받는 반이나 사람 중 찾을 수 없는 대상이 있습니다. 받는 사람을 다시 선택해 주세요.',
  },
  NOTICE_AUDIENCE_FORBIDDEN: {
    status: 403,
    message: '강사는 담당 반과 그 반의 원생에게만 공지를 보낼 수 있습니다. 받는 사람을 다시 선택해 주세요.',
  },
  NOTICE_ALREADY_SENT: {
    status: 409,
    message: '이미 발송된 공지는 받는 사람과 발송 방법을 바꿀 수 없습니다. 새 공지를 작성해 주세요.',
  },
  NOTICE_NOT_SENT: { status: 409, message: '아직 발송되지 않은 공지입니다. 발송된 뒤 다시 시도해 주세요.' },
  NOTICE_NOT_CONFIRMABLE: {
    status: 409,
    message: '확인 요청이 없는 공지이거나 나에게 온 공지가 아닙니다. 공지를 새로고침해 주세요.',
  },
  NOTICE_ATTACHMENT_NOT_FOUND: {
    status: 400,
    message: '올린 사진이나 파일을 찾을 수 없습니다. 사진과 파일을 다시 올려 주세요.',
  },
  NOTICE_FILE_TYPE: {
    status: 415,
    message: '문서(pdf, hwp, doc, xls, ppt, zip 등), 사진, 음성·동영상 파일만 올릴 수 있습니다.',
  },
  NOTICE_FILE_CONTENT: {
    status: 415,
    message: '파일 내용이 확장자와 맞지 않습니다. 파일을 다시 선택해 주세요.',
  },
  NOTICE_FILE_TOO_LARGE: {
    status: 413,
    message: `파일이 너무 큽니다. ${NOTICE_FILE_MAX_MB}MB 이하의 파일을 올려 주세요.`,
  },
  // 피드·게시판·알림장 (features/feed)
  FEED_FILE_TOO_LARGE: { status: 413, message: '파일이 너무 큽니다. 50MB 이하의 사진, 동영상, 문서를 올려 주세요.' },
  FEED_FILE_TYPE: {
    status: 415,
    message:
      '사진(jpg, png, heic 등), 동영상(mp4, mov 등), 문서(pdf, hwp, docx 등)만 올릴 수 있습니다. 다른 파일을 선택해 주세요.',
  },
  FEED_FILE_CONTENT: { status: 415, message: '파일 내용이 확장자와 맞지 않습니다. 파일을 다시 선택해 주세요.' },
  FEED_FILE_NOT_FOUND: { status: 400, message: '올린 파일을 찾을 수 없습니다. 파일을 다시 올려 주세요.' },
  FEED_CLASS_NOT_FOUND: {
    status: 400,
    message: '글을 올릴 반을 찾을 수 없습니다. 반 목록을 새로고침한 뒤 다시 선택해 주세요.',
  },
  FEED_TAG_NOT_IN_CLASS: {
    status: 400,
    message: '선택한 원생 중 이 반에 다니지 않는 원생이 있습니다. 원생을 다시 선택해 주세요.',
  },
  FEED_STUDENT_NOT_FOUND: {
    status: 400,
    message: '알림장을 받을 원생을 찾을 수 없습니다. 원생 목록을 새로고침한 뒤 다시 선택해 주세요.',
  },
  FEED_NOT_AUTHOR: { status: 403, message: '글을 쓴 사람만 고칠 수 있습니다.' },
  FEED_REPORT_DUPLICATE: { status: 409, message: '이미 신고한 글입니다. 학원에서 확인하고 있습니다.' },
  // 입출금 영수증 (features/books cash-book)
  CASH_BOOK_FILE_TOO_LARGE: { status: 413, message: '파일이 너무 큽니다. 10MB 이하의 사진이나 PDF를 올려 주세요.' },
  CASH_BOOK_FILE_TYPE: {
    status: 415,
    message: '영수증은 사진(jpg, png, heic 등)이나 문서(pdf 등)만 올릴 수 있습니다. 다른 파일을 선택해 주세요.',
  },
  CASH_BOOK_FILE_CONTENT: { status: 415, message: '파일 내용이 확장자와 맞지 않습니다. 파일을 다시 선택해 주세요.' },
  CASH_BOOK_FILE_NOT_FOUND: { status: 400, message: '올린 영수증 파일을 찾을 수 없습니다. 파일을 다시 올려 주세요.' },
  // 알림 (platform/notifications, features/notifications)
  NOTIFICATION_PREFERENCE_LOCKED: {
    status: 400,
    message: '학원 소식은 앱의 알림 목록에서 끌 수 없습니다. 푸시나 알림톡·문자만 끌 수 있습니다.',
  },
  NOTIFICATION_CHANNEL_UNAVAILABLE: {
    status: 400,
    message: '이 알림은 선택한 방법으로 받을 수 없습니다. 화면을 새로고침한 뒤 다시 선택해 주세요.',
  },
  // 결제 기관 (platform/adapters/payments: 시험 결제, 토스페이먼츠, 나이스페이)
  PAYMENT_CARD_DECLINED: { status: 402, message: '카드사에서 결제를 거절했습니다. 다른 카드로 다시 시도해 주세요.' },
  PAYMENT_PROVIDER_UNAVAILABLE: {
    status: 503,
    message:
      '결제 기관에 연결할 수 없습니다. 결제가 이미 되었을 수 있으니 다시 결제하기 전에 잠시 후 결제 내역을 확인해 주세요.',
  },
  PAYMENT_ALREADY_PROCESSED: { status: 409, message: '이미 처리된 결제입니다. 결제 내역을 확인해 주세요.' },
  PAYMENT_AMOUNT_MISMATCH: {
    status: 400,
    message: '결제 금액이 주문 금액과 다릅니다. 처음부터 다시 결제해 주세요.',
  },
  PAYMENT_PROVIDER_REFUSED: {
    status: 400,
    message: '결제 기관이 요청을 처리하지 않았습니다. 입력한 내용을 확인한 뒤 다시 시도해 주세요.',
  },
  PAYMENT_NOT_FOUND_AT_PROVIDER: {
    status: 404,
    message: '결제 기관에서 결제 정보를 찾을 수 없습니다. 처음부터 다시 결제해 주세요.',
  },
  PAYMENT_NOT_CANCELABLE: {
    status: 409,
    message: '이미 취소되었거나 취소할 수 있는 금액을 넘었습니다. 결제 내역을 확인해 주세요.',
  },
  PAYMENT_BILLING_KEY_INVALID: { status: 409, message: '등록한 카드로 결제할 수 없습니다. 카드를 다시 등록해 주세요.' },
  PAYMENT_METHOD_NOT_OFFERED: {
    status: 501,
    message: '지금 연결된 결제 기관에서는 이 결제 방법을 쓸 수 없습니다. 다른 결제 방법을 선택해 주세요.',
  },
  PAYMENT_WEBHOOK_INVALID: { status: 400, message: '결제 알림의 내용을 읽을 수 없습니다.' },
  PAYMENT_RETURN_INVALID: {
    status: 400,
    message: '결제 결과를 확인할 수 없습니다. 처음부터 다시 결제해 주세요.',
  },
  PAYMENT_NOT_COMPLETED: { status: 400, message: '결제가 완료되지 않았습니다. 다시 결제해 주세요.' },
  PAYMENT_IN_PROGRESS: {
    status: 409,
    message: '결제를 확인하고 있습니다. 잠시 후 결제 내역에서 결과를 확인해 주세요.',
  },
  // 요청 자체의 문제 (the HTTP layer: address, headers, time)
  URI_TOO_LONG: { status: 414, message: '요청 주소가 너무 깁니다. 입력한 내용을 줄여 다시 시도해 주세요.' },
  HEADERS_TOO_LARGE: {
    status: 431,
    message: '요청 정보가 너무 큽니다. 입력한 내용을 줄이거나 브라우저를 새로고침한 뒤 다시 시도해 주세요.',
  },
  REQUEST_TIMEOUT: {
    status: 408,
    message: '요청을 받는 데 시간이 너무 오래 걸렸습니다. 네트워크 상태를 확인한 뒤 다시 시도해 주세요.',
  },
  // 웹 앱이 스스로 붙이는 코드: 서버의 응답이 없거나 약속한 형식이 아닐 때 (the server never sends these)
  NETWORK_ERROR: { status: 503, message: GENERIC_FAILURE_MESSAGE },
  UNEXPECTED_RESPONSE: { status: 502, message: GENERIC_FAILURE_MESSAGE },
  UPLOAD_TIMEOUT: { status: 408, message: UPLOAD_TIMEOUT_MESSAGE },
} as const satisfies Record<string, { status: number; message: string }>;

/** Every code the API (or, for NETWORK_ERROR, UNEXPECTED_RESPONSE and UPLOAD_TIMEOUT, the web's client) can report. */
export type ErrorCode = keyof typeof errorCatalog;

/** The codes as a list, e.g. for a schema enum. */
export const ERROR_CODES = Object.keys(errorCatalog) as [ErrorCode, ...ErrorCode[]];
