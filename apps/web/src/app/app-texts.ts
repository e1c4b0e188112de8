/** Every text the app shell shows, in one place (Korean first; another language can be added here). */
export const APP_TEXTS = {
  comingSoon: '이 화면은 준비 중입니다.',
  comingSoonHint: '곧 이용하실 수 있도록 준비하고 있습니다.',
  goHome: '홈으로 가기',
  reload: '새로고침',
  notFoundTitle: '페이지를 찾을 수 없습니다',
  notFoundBody: '주소가 잘못 입력되었거나, 페이지가 이동 또는 삭제되었습니다. 입력하신 주소를 다시 확인해 주세요.',
  errorTitle: '화면을 표시하지 못했습니다',
  maintenanceTitle: '서비스 점검 중',
  maintenanceBody:
    '더 나은 서비스를 위해 시스템 점검을 하고 있습니다. 점검 시간에는 서비스를 이용하실 수 없습니다. 이용에 불편을 드려 죄송합니다.',
  maintenanceWindow: '점검 시간',
  maintenanceRetry: '점검 종료 여부 다시 확인',
  loading: '불러오는 중…',
  skipToMain: '본문 바로가기',
} as const;
