/** Every text of the notifications screens (알림), in one place. */
export const NOTIFICATIONS_TEXTS = {
  loading: '알림을 불러오는 중',
  empty: '받은 알림이 없습니다',
  emptyHint: '등원·하원, 결석 같은 소식이 오면 여기에 모입니다.',
  unread: (count: number) => (count > 0 ? `읽지 않은 알림 ${count}개` : '모두 읽었습니다'),
  readAll: '모두 읽음',
  more: '더 보기',
  listLabel: '알림 목록',
  new: '새 알림',
  loadFailed: '알림을 불러오지 못했습니다',
  retry: '다시 시도',
} as const;
