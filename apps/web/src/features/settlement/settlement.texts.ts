/** The words of 정산 내역 (one place, so another language can be added). */
export const SETTLEMENT_TEXTS = {
  common: {
    loading: '불러오는 중',
    retry: '다시 시도',
    loadFailed: '정산 내역을 불러오지 못했습니다',
    loadFailedHint: '잠시 후 다시 시도해 주세요.',
    noAcademy: '선택된 학원이 없습니다',
    noAcademyHint: '학원에 연결하거나 학원을 선택한 뒤 다시 열어 주세요.',
    goConnect: '학원 연결하기',
    forbidden: '정산 내역을 볼 권한이 없습니다',
    forbiddenHint:
      '정산 내역은 원장님과 결제 조회(041) 권한이 있는 실장님만 볼 수 있습니다. 원장님께 권한을 요청해 주세요.',
    notFound: '정산 내역을 찾을 수 없습니다',
    notFoundHint: '이 학원의 정산 내역이 아닙니다.',
    toList: '정산 내역으로',
  },
  list: {
    month: '정산 월',
    previousMonth: '이전 달',
    nextMonth: '다음 달',
    monthValue: (month: string) => `${month.slice(0, 4)}년 ${Number(month.slice(5, 7))}월`,
    sync: '다시 맞춰 보기',
    payouts: '지급대행',
    synced: (fetched: number, stored: number) =>
      `결제 기관의 정산 내역 ${fetched}건을 받아 이 학원 결제 ${stored}건과 맞춰 보았습니다.`,
    syncedAt: (at: string) => `결제 기관 정산 내역: ${at} 기준`,
    neverSynced: '아직 결제 기관의 정산 내역을 받아 오지 않았습니다. 다시 맞춰 보기를 눌러 주세요.',
    totals: '이달 지급 합계',
    totalsLabel: '이달 지급 합계',
    count: '결제',
    gross: '결제 금액',
    fee: '수수료',
    net: '지급액',
    differences: '확인 필요',
    countValue: (count: number) => `${count}건`,
    daysTitle: '지급일별 내역',
    dayTitle: (date: string) => `${Number(date.slice(5, 7))}월 ${Number(date.slice(8, 10))}일 지급`,
    dayLine: (count: number, gross: string, fee: string, net: string) =>
      `${count}건 · 결제 ${gross} · 수수료 ${fee} · 지급 ${net}`,
    empty: '이 달에 지급되는 카드 결제가 없습니다',
    emptyHint: '카드 결제는 결제일로부터 영업일 2일 뒤에 지급됩니다.',
    ours: '우리 기록',
    reported: '정산 내역',
    none: '없음',
    soldOn: (date: string) => `결제일 ${date}`,
    differenceNotice: (count: number) =>
      `결제 기관의 정산 내역과 다른 결제가 ${count}건 있습니다. 표시된 결제를 확인해 주세요.`,
    unknownOrder: '주문명 없음',
    paidOut: '지급 완료',
  },
  payout: {
    label: (date: string) => `${Number(date.slice(5, 7))}월 ${Number(date.slice(8, 10))}일 학원 계좌 지급`,
    status: '학원 계좌 지급',
    requestedAt: '요청',
    completedAt: '입금',
    attempts: '요청 횟수',
    attemptsValue: (count: number) => `${count}번`,
    failed: (reason: string | null) =>
      reason
        ? `결제 기관이 지급하지 못했습니다: ${reason}`
        : '결제 기관이 지급하지 못했습니다. 사유는 전달되지 않았습니다.',
    willRetry: (left: number, max: number) =>
      `다음 날 자동으로 다시 요청합니다(최대 ${max}번, ${left}번 남음). 따로 하실 일은 없습니다.`,
    retriesSpent: (max: number) =>
      `${max}번 다시 요청했지만 지급되지 않아 더 이상 자동으로 요청하지 않습니다. 지급대행에서 지급 계좌를 확인해 주세요.`,
  },
  prompt: {
    title: '정산 금액을 학원 계좌로 바로 받으세요',
    body: '지급대행을 신청하면 카드 결제 대금이 수수료를 뺀 뒤 학원 계좌로 지급됩니다.',
    apply: '지급대행 신청하기',
    waitingTitle: '지급대행 심사가 진행 중입니다',
    waitingBody: (status: string) => `현재 상태: ${status}. 심사가 끝나면 정산 금액이 학원 계좌로 지급됩니다.`,
    open: '신청 내역 보기',
    dismiss: '다시 보지 않기',
  },
} as const;
