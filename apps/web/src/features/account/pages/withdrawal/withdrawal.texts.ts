import type { WithdrawalReason } from '@academy/domain/account/withdrawal.schema';

/** Every string of the 회원 탈퇴 screens, in one place (Korean first). */
export const WITHDRAWAL_TEXTS = {
  loading: '불러오는 중',
  loginRequired: '로그인이 필요합니다',
  loginRequiredHint: '회원 탈퇴는 로그인한 뒤 진행할 수 있습니다.',
  goLogin: '로그인하기',
  loadFailed: '정보를 불러오지 못했습니다',
  loadFailedHint: '잠시 후 다시 시도해 주세요.',
  retry: '다시 시도',
  next: '다음',
  cancel: '취소',
  backToMyPage: '마이페이지로 돌아가기',
  notice: {
    lead: '탈퇴하기 전에 아래 내용을 꼭 확인해 주세요.',
    sections: [
      {
        title: '개인정보는 삭제되거나 익명 처리됩니다',
        items: [
          '이름, 닉네임, 휴대폰 번호, 이메일, 주소, 프로필 사진 등 회원 정보는 탈퇴 즉시 삭제되거나 알아볼 수 없게 익명 처리됩니다.',
          '소셜 로그인 연결과 로그인 기록도 함께 삭제되며, 같은 아이디로 다시 로그인할 수 없습니다.',
          '삭제된 정보는 되살릴 수 없습니다.',
        ],
      },
      {
        title: '학원과 가족 연결이 끝납니다',
        items: [
          '소속된 모든 학원에서의 원생·강사·실장 등 구성원 자격이 끝나고, 학원 알림과 채팅을 더 이상 받을 수 없습니다.',
          '연결된 자녀와 보호자와의 가족 연결도 모두 해제됩니다.',
        ],
      },
      {
        title: '법에서 보관하도록 정한 기록은 남습니다',
        items: [
          '결제·환불 등 거래 기록은 전자상거래법 등 관계 법령에 따라 정해진 기간 동안 보관하되, 이름과 연락처 같은 개인정보는 지운 채로 보관합니다.',
        ],
      },
      {
        title: '학원을 운영하는 원장님은 먼저 정리해 주세요',
        items: [
          '원장으로 운영 중인 학원이 있으면 탈퇴할 수 없습니다. 학원을 다른 원장에게 넘기거나 폐원한 뒤 탈퇴해 주세요.',
        ],
      },
    ],
    agree: '위 내용을 모두 확인했습니다.',
    agreeRequired: '안내 내용을 확인했다는 항목을 선택해 주세요.',
  },
  select: {
    lead: '떠나시는 이유를 알려 주시면 더 나은 서비스를 만드는 데 쓰겠습니다.',
    label: '탈퇴 사유',
  },
  reason: {
    prompts: {
      OurService: '어떤 점이 불편하셨나요? 불편했던 화면이나 기능을 알려 주세요.',
      BugReport: '어떤 오류를 겪으셨나요? 언제, 어느 화면에서 생겼는지 알려 주시면 바로 고치겠습니다.',
      Security: '개인정보와 관련해 어떤 점이 걱정되셨나요?',
      CustomService: '고객 응대에서 아쉬웠던 점을 알려 주세요.',
      Opinion: '하고 싶은 말씀을 자유롭게 남겨 주세요.',
    } satisfies Record<WithdrawalReason, string>,
    textLabel: '의견 (선택)',
    textPlaceholder: '1,000자까지 입력할 수 있습니다.',
    chosen: '선택한 사유',
    change: '사유 바꾸기',
  },
  check: {
    lead: '탈퇴할 수 있는지 확인하고, 본인인지 확인합니다.',
    blockedTitle: '지금은 탈퇴할 수 없습니다',
    blockedHint: '아래 학원을 다른 원장에게 넘기거나 폐원한 뒤 다시 시도해 주세요.',
    academyInfo: (instNm: string) => `${instNm} 학원 정보 보기`,
    password: '비밀번호',
    passwordHint: '본인 확인을 위해 현재 비밀번호를 입력해 주세요.',
    verificationHint: '소셜 로그인으로 가입한 계정은 휴대폰 본인인증으로 본인을 확인합니다.',
    verify: '본인인증하기',
    noReason: '탈퇴 사유를 먼저 선택해 주세요.',
    chooseReason: '탈퇴 사유 선택하기',
  },
  final: {
    lead: '탈퇴하면 회원 정보가 삭제되고 되돌릴 수 없습니다.',
    reason: '탈퇴 사유',
    text: '남긴 의견',
    noText: '남긴 의견 없음',
    submit: '회원 탈퇴',
    confirmTitle: '회원 탈퇴',
    confirm: '정말 탈퇴할까요? 탈퇴하면 회원 정보와 학원 연결이 모두 사라지며 되돌릴 수 없습니다.',
    confirmYes: '탈퇴',
    notChecked: '탈퇴 전 확인을 먼저 진행해 주세요.',
    goCheck: '탈퇴 전 확인으로',
    failedTitle: '탈퇴하지 못했습니다',
    goodbyeTitle: '탈퇴가 완료되었습니다',
    goodbye: '그동안 이용해 주셔서 감사합니다. 언제든 다시 찾아 주세요.',
    home: '홈으로',
  },
} as const;
