import { formatWon } from '@academy/domain/format/format.money';

/** Every string /nicePay (NicePay's payment window) shows, in one place. */
export const NICE_PAY_TEXTS = {
  title: '결제 진행',
  section: '나이스페이 결제',
  orderName: '결제 내용',
  amount: '결제 금액',
  loading: '나이스페이 결제창을 불러오는 중',
  sdkFailed:
    '나이스페이 결제창을 불러오지 못했습니다. 인터넷 연결을 확인한 뒤 다시 불러와 주세요. 계속되면 잠시 후 다시 결제해 주세요.',
  reload: '다시 불러오기',
  request: (won: number) => `${formatWon(won)} 결제하기`,
  opening: '나이스페이 결제창을 여는 중입니다. 결제를 마치면 결과 화면으로 이동합니다.',
  windowFailed: (reason: string | undefined) =>
    `나이스페이 결제창을 열지 못했습니다${reason ? `(${reason})` : ''}. 다시 시도해 주세요.`,
  noOrder: '결제 요청이 없습니다. 결제하기에서 결제할 청구서를 골라 주세요.',
  notNicePay: '나이스페이로 결제하는 주문이 아닙니다. 결제하기에서 다시 시도해 주세요.',
  backToPayment: '결제하기로 돌아가기',
} as const;
