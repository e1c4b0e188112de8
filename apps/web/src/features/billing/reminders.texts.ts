import { formatNumber, formatWon } from '@academy/domain/format/format.money';

const hourLabel = (hour: number) => (hour < 12 ? `오전 ${hour}시` : hour === 12 ? '낮 12시' : `오후 ${hour - 12}시`);

/** 미납 안내: the schedule dialog of InstBill and a bill's record of reminders. */
export const REMINDERS_TEXTS = {
  open: '미납 안내',
  title: '미납 안내',
  lead: '납부 기한이 지나도록 결제되지 않은 청구서를 정한 일정에 맞춰 가족에게 정중히 안내합니다. 결제되면 그 즉시 안내를 멈춥니다.',
  enable: '미납 청구서 안내하기',
  firstAfterDays: '첫 안내',
  firstAfterOption: (days: number) => `납부 기한 ${formatNumber(days)}일 후`,
  everyDays: '다시 안내하는 간격',
  everyOption: (days: number) => (days === 7 ? '매주 (7일마다)' : `${formatNumber(days)}일마다`),
  maxCount: '최대 안내 횟수',
  maxCountOption: (count: number) => `${formatNumber(count)}번까지`,
  hour: '보내는 시각',
  hourHint: '밤에는 보내지 않도록 오전 8시부터 오후 8시 사이에서 고릅니다.',
  hourOption: hourLabel,
  costTitle: '이번 달 예상 비용',
  costLoading: '예상 비용을 계산하는 중',
  costFailed: '예상 비용을 불러오지 못했습니다. 저장은 할 수 있습니다.',
  costOff: '미납 안내를 끄면 메시지 비용이 들지 않습니다.',
  costNone: (month: string) => `${month} 남은 기간에 안내할 미납 청구서가 없습니다.`,
  cost: (month: string, bills: number, families: number, alimTalk: number, sms: number, won: number) =>
    `${month} 남은 기간에 미납 청구서 ${formatNumber(bills)}건을 ${formatNumber(families)}가족에게 안내합니다. 알림톡 ${formatNumber(alimTalk)}건, 문자 ${formatNumber(sms)}건으로 예상 메시지 비용은 ${formatWon(won)}입니다.`,
  costFree: (month: string, bills: number, families: number) =>
    `${month} 남은 기간에 미납 청구서 ${formatNumber(bills)}건을 ${formatNumber(families)}가족에게 앱 알림으로 안내합니다. 메시지 비용은 들지 않습니다.`,
  monthLabel: (month: string) => `${Number(month.slice(5, 7))}월`,
  save: '저장',
  cancel: '취소',
  loading: '불러오는 중',
  savedOn: (first: number, every: number, max: number) =>
    `미납 안내를 켰습니다. 납부 기한 ${formatNumber(first)}일 후부터 ${formatNumber(every)}일마다, ${formatNumber(max)}번까지 안내합니다.`,
  savedOff: '미납 안내를 껐습니다.',
  history: {
    title: '미납 안내 기록',
    label: '미납 안내 기록',
    empty: '아직 보낸 미납 안내가 없습니다.',
    failed: '미납 안내 기록을 불러오지 못했습니다.',
    ordinal: (reminderNo: number) => `${formatNumber(reminderNo)}번째 안내`,
    families: (n: number) => `${formatNumber(n)}가족`,
  },
} as const;
