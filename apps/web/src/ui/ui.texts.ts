/** Every user-visible default text of the UI kit, in one place (Korean first; another language can be added here). */
export const UI_TEXTS = {
  back: '뒤로 가기',
  loading: '불러오는 중',
  required: '필수',
  passwordShow: '비밀번호 보기',
  selectPlaceholder: '선택해 주세요',
  charCount: (length: number, max: number) => `${length}/${max}자`,
  charCountLabel: (length: number, max: number) => `최대 ${max}자 중 ${length}자 입력`,
  listEmpty: '목록이 없습니다',
  chartLoading: '차트를 불러오는 중…',
  chartError: '차트를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.',
  bottomMenu: '하단 메뉴',
  unreadCount: (count: number) => `새 알림 ${count}개`,
  modalDefaultTitle: '알림',
  modalOk: '확인',
  progress: '진행률',
  progressValue: (percent: number) => `${percent}%`,
} as const;
