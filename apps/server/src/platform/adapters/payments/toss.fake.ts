import { randomBytes, randomInt } from 'node:crypto';
import {
  answer,
  type FakeAnswer,
  type FakeRequest,
  type FakeRoute,
  startFakeProvider,
} from '../../../../test/fake-provider';

type TossStatus = 'IN_PROGRESS' | 'WAITING_FOR_DEPOSIT' | 'DONE' | 'CANCELED' | 'PARTIAL_CANCELED' | 'ABORTED';

type FakePayment = {
  paymentKey: string;
  orderId: string;
  orderName: string;
  type: 'NORMAL' | 'BILLING';
  method: '카드' | '계좌이체' | '가상계좌';
  status: TossStatus;
  totalAmount: number;
  balanceAmount: number;
  /** decline: the card company refuses the confirm or charge. */
  outcome: 'approve' | 'decline';
  installmentPlanMonths: number;
  requestedAt: Date;
  approvedAt: Date | null;
  virtualAccount: { accountNumber: string; bankCode: string; customerName: string; dueDate: Date } | null;
  secret: string | null;
  cancels: { cancelAmount: number; cancelReason: string; canceledAt: Date; transactionKey: string }[];
};

type FakeCard = { customerKey: string; outcome: 'approve' | 'decline'; billingKey: string | null };

export type TossPaymentsFake = {
  url: string;
  clientKey: string;
  secretKey: string;
  /** Every request, in order, whatever was answered. */
  requests: readonly FakeRequest[];
  /** The payer authenticated at Toss's checkout: a payment waiting for our confirm (IN_PROGRESS). */
  checkout: (input: {
    orderId: string;
    amount: number;
    outcome?: 'approve' | 'decline';
    method?: '카드' | '계좌이체';
    installmentPlanMonths?: number;
  }) => string;
  /** The payer registered a card on Toss's billing page: the authKey it hands our page. */
  registerCard: (input: { customerKey: string; outcome?: 'approve' | 'decline' }) => string;
  /** Money arrived on a virtual account: the DEPOSIT_CALLBACK body Toss then posts to us. */
  deposit: (orderId: string) => Record<string, unknown>;
  payment: (paymentKey: string) => FakePayment | undefined;
  cashReceipts: ReadonlyMap<string, { orderId: string; amount: number; cancelled: number; type: string }>;
  /**
   * Toss settled a payment: a Settlement row of its sale (fee 3.3 % unless given, cut to the won)
   * that `GET /v1/settlements` reports from now on, by its soldDate.
   */
  settle: (input: { paymentKey: string; soldDate: string; paidOutDate: string; fee?: number; amount?: number }) => void;
  /** The next request gets this answer without anything happening (a Toss outage). */
  failNext: (status: number, code: string, message: string) => void;
  /** The next request is carried out, but its answer is a 500 (the answer was lost on the way). */
  loseNextAnswer: () => void;
  close: () => Promise<void>;
};

/**
 * A local stand-in for Toss Payments' core API v1 on 127.0.0.1 (random port): the Basic secret-key
 * check, the Idempotency-Key replay, and the confirm, payment, cancel, billing, virtual-account and
 * cash-receipt routes the client uses (see toss.ts), answering Payment objects and `{ code, message }`
 * refusals with Toss's codes and Korean messages. For tests only.
 */
export async function startTossPaymentsFake(): Promise<TossPaymentsFake> {
  const clientKey = `test_ck_${randomBytes(10).toString('hex')}`;
  const secretKey = `test_sk_${randomBytes(10).toString('hex')}`;
  const payments = new Map<string, FakePayment>();
  const authKeys = new Map<string, FakeCard>();
  const billingKeys = new Map<string, FakeCard>();
  const cashReceipts = new Map<string, { orderId: string; amount: number; cancelled: number; type: string }>();
  const replies = new Map<string, FakeAnswer>();
  const settlements: Record<string, unknown>[] = [];
  let failure: FakeAnswer | undefined;
  let loseAnswer = false;

  const refuse = (status: number, code: string, message: string) => answer(status, { code, message });
  const badRequest = () => refuse(400, 'INVALID_REQUEST', '잘못된 요청입니다.');

  /** Every route: Toss's outage first, then the secret key, then the Idempotency-Key replay. */
  const route =
    (handler: (request: FakeRequest) => FakeAnswer): FakeRoute =>
    (request) => {
      if (failure) {
        const reply = failure;
        failure = undefined;
        return reply;
      }
      if (request.authorization !== `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`) {
        return refuse(401, 'UNAUTHORIZED_KEY', '인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다.');
      }
      const key = request.headers['idempotency-key'];
      const replayKey = typeof key === 'string' ? `${request.method} ${request.path} ${key}` : undefined;
      const stored = replayKey ? replies.get(replayKey) : undefined;
      const reply = stored ?? handler(request);
      if (replayKey && !stored) replies.set(replayKey, reply);
      if (loseAnswer) {
        loseAnswer = false;
        return refuse(500, 'FAILED_INTERNAL_SYSTEM_PROCESSING', '내부 시스템 처리 작업이 실패했습니다.');
      }
      return reply;
    };

  const routes: Record<string, FakeRoute> = {};
  const orderTaken = (orderId: string) =>
    [...payments.values()].some((payment) => payment.orderId === orderId && payment.status !== 'ABORTED');

  function addPayment(payment: FakePayment) {
    payments.set(payment.paymentKey, payment);
    const path = `/v1/payments/${encodeURIComponent(payment.paymentKey)}`;
    routes[`GET ${path}`] = route(() => answer(200, paymentBody(payment)));
    routes[`POST ${path}/cancel`] = route(({ body }) => cancel(payment, body));
  }

  function cancel(payment: FakePayment, body: Record<string, unknown>): FakeAnswer {
    if (typeof body.cancelReason !== 'string' || body.cancelReason === '') return badRequest();
    if (payment.status === 'CANCELED') return refuse(400, 'ALREADY_CANCELED_PAYMENT', '이미 취소된 결제 입니다.');
    if (!['DONE', 'PARTIAL_CANCELED', 'WAITING_FOR_DEPOSIT'].includes(payment.status)) {
      return refuse(403, 'NOT_CANCELABLE_PAYMENT', '취소 할 수 없는 결제 입니다.');
    }
    const amount = body.cancelAmount === undefined ? payment.balanceAmount : body.cancelAmount;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) return badRequest();
    if (
      amount > payment.balanceAmount ||
      (payment.status === 'WAITING_FOR_DEPOSIT' && amount !== payment.totalAmount)
    ) {
      return refuse(403, 'NOT_CANCELABLE_AMOUNT', '취소 할 수 없는 금액 입니다.');
    }
    const refund = body.refundReceiveAccount as Record<string, unknown> | undefined;
    if (payment.method === '가상계좌' && payment.status !== 'WAITING_FOR_DEPOSIT') {
      if (!refund || typeof refund.bank !== 'string' || !refund.accountNumber || !refund.holderName) {
        return refuse(400, 'INVALID_REFUND_ACCOUNT_INFO', '환불 계좌 정보가 올바르지 않습니다.');
      }
    }
    payment.balanceAmount -= amount;
    payment.cancels.push({
      cancelAmount: amount,
      cancelReason: body.cancelReason,
      canceledAt: new Date(),
      transactionKey: randomBytes(16).toString('hex'),
    });
    payment.status = payment.balanceAmount === 0 ? 'CANCELED' : 'PARTIAL_CANCELED';
    return answer(200, paymentBody(payment));
  }

  function newPayment(input: Partial<FakePayment> & Pick<FakePayment, 'orderId' | 'totalAmount'>): FakePayment {
    return {
      paymentKey: `tgen_${randomBytes(12).toString('hex')}`,
      orderName: '',
      type: 'NORMAL',
      method: '카드',
      status: 'IN_PROGRESS',
      balanceAmount: input.totalAmount,
      outcome: 'approve',
      installmentPlanMonths: 0,
      requestedAt: new Date(),
      approvedAt: null,
      virtualAccount: null,
      secret: null,
      cancels: [],
      ...input,
    };
  }

  Object.assign(routes, {
    'POST /v1/payments/confirm': route(({ body }) => {
      const { paymentKey, orderId, amount } = body;
      if (typeof paymentKey !== 'string' || typeof orderId !== 'string' || typeof amount !== 'number') {
        return badRequest();
      }
      const payment = payments.get(paymentKey);
      if (!payment || payment.orderId !== orderId) {
        return refuse(404, 'NOT_FOUND_PAYMENT_SESSION', '결제 시간이 만료되어 결제 진행 데이터가 존재하지 않습니다.');
      }
      if (payment.status !== 'IN_PROGRESS') return refuse(400, 'ALREADY_PROCESSED_PAYMENT', '이미 처리된 결제 입니다.');
      if (amount !== payment.totalAmount) return refuse(400, 'INVALID_REQUEST', '결제 금액이 일치하지 않습니다.');
      if (payment.outcome === 'decline') {
        payment.status = 'ABORTED';
        return refuse(403, 'REJECT_CARD_PAYMENT', '한도초과 혹은 잔액부족으로 결제에 실패했습니다.');
      }
      payment.status = 'DONE';
      payment.approvedAt = new Date();
      return answer(200, paymentBody(payment));
    }),

    'POST /v1/billing/authorizations/issue': route(({ body }) => {
      const card = typeof body.authKey === 'string' ? authKeys.get(body.authKey) : undefined;
      if (!card) return refuse(404, 'NOT_FOUND', '존재하지 않는 정보 입니다.');
      if (card.customerKey !== body.customerKey) {
        return refuse(400, 'NOT_MATCHES_CUSTOMER_KEY', '빌링 인증 고객키와 결제 요청 고객키가 일치하지 않습니다.');
      }
      if (!card.billingKey) {
        card.billingKey = randomBytes(24).toString('base64url');
        billingKeys.set(card.billingKey, card);
        routes[`POST /v1/billing/${encodeURIComponent(card.billingKey)}`] = route((request) => charge(card, request));
      }
      return answer(200, {
        mId: 'tvivarepublica',
        customerKey: card.customerKey,
        authenticatedAt: kst(new Date()),
        method: '카드',
        billingKey: card.billingKey,
        card: { issuerCode: '41', acquirerCode: '41', number: '43301234****123*', cardType: '신용', ownerType: '개인' },
        cardCompany: '신한',
        cardNumber: '43301234****123*',
      });
    }),

    'POST /v1/virtual-accounts': route(({ body }) => {
      const { amount, orderId, orderName, customerName, bank, validHours } = body;
      if (
        typeof amount !== 'number' ||
        typeof orderId !== 'string' ||
        typeof orderName !== 'string' ||
        typeof customerName !== 'string' ||
        typeof bank !== 'string' ||
        typeof validHours !== 'number' ||
        validHours < 1 ||
        validHours > 720
      ) {
        return badRequest();
      }
      if (!/^\d{2}$/.test(bank)) return refuse(400, 'NOT_AVAILABLE_BANK', '은행 서비스 시간이 아닙니다.');
      if (orderTaken(orderId)) {
        return refuse(400, 'DUPLICATED_ORDER_ID', '이미 승인 및 취소가 진행된 중복된 주문번호 입니다.');
      }
      const payment = newPayment({
        orderId,
        orderName,
        totalAmount: amount,
        method: '가상계좌',
        status: 'WAITING_FOR_DEPOSIT',
        secret: `ps_${randomBytes(15).toString('base64url')}`,
        virtualAccount: {
          accountNumber: String(randomInt(10 ** 13, 10 ** 14)),
          bankCode: bank,
          customerName,
          dueDate: new Date(Date.now() + validHours * 3_600_000),
        },
      });
      addPayment(payment);
      return answer(200, paymentBody(payment));
    }),

    'POST /v1/cash-receipts': route(({ body }) => {
      const { amount, orderId, orderName, customerIdentityNumber, type } = body;
      if (
        typeof amount !== 'number' ||
        typeof orderId !== 'string' ||
        typeof orderName !== 'string' ||
        typeof customerIdentityNumber !== 'string' ||
        !/^\d{10,18}$/.test(customerIdentityNumber) ||
        (type !== '소득공제' && type !== '지출증빙')
      ) {
        return badRequest();
      }
      const receiptKey = `rct_${randomBytes(10).toString('hex')}`;
      const receipt = { orderId, amount, cancelled: 0, type };
      cashReceipts.set(receiptKey, receipt);
      routes[`POST /v1/cash-receipts/${receiptKey}/cancel`] = route(({ body: cancelBody }) => {
        const left = receipt.amount - receipt.cancelled;
        const cancelAmount = cancelBody.amount === undefined ? left : cancelBody.amount;
        if (typeof cancelAmount !== 'number' || cancelAmount <= 0 || cancelAmount > left) {
          return refuse(400, 'INVALID_CASH_RECEIPT_AMOUNT', '취소할 수 있는 현금영수증 금액을 넘었습니다.');
        }
        receipt.cancelled += cancelAmount;
        return answer(200, [{ receiptKey, orderId, amount: cancelAmount, transactionType: 'CANCEL' }]);
      });
      return answer(200, {
        receiptKey,
        issueNumber: String(randomInt(100_000_000, 999_999_999)),
        receiptUrl: `https://dashboard.tosspayments.com/receipt/mids/si_${receiptKey}`,
        amount,
        taxFreeAmount: body.taxFreeAmount ?? 0,
        orderId,
        orderName,
        type,
        transactionType: 'CONFIRM',
        issueStatus: 'IN_PROGRESS',
        requestedAt: kst(new Date()),
      });
    }),
  });

  function charge(card: FakeCard, { body }: FakeRequest): FakeAnswer {
    const { customerKey, amount, orderId, orderName } = body;
    if (typeof amount !== 'number' || typeof orderId !== 'string' || typeof orderName !== 'string') {
      return badRequest();
    }
    if (customerKey !== card.customerKey) {
      return refuse(400, 'NOT_MATCHES_CUSTOMER_KEY', '빌링 인증 고객키와 결제 요청 고객키가 일치하지 않습니다.');
    }
    if (orderTaken(orderId)) {
      return refuse(400, 'DUPLICATED_ORDER_ID', '이미 승인 및 취소가 진행된 중복된 주문번호 입니다.');
    }
    const payment = newPayment({ orderId, orderName, totalAmount: amount, type: 'BILLING', outcome: card.outcome });
    addPayment(payment);
    if (card.outcome === 'decline') {
      payment.status = 'ABORTED';
      return refuse(403, 'REJECT_CARD_PAYMENT', '한도초과 혹은 잔액부족으로 결제에 실패했습니다.');
    }
    payment.status = 'DONE';
    payment.approvedAt = new Date();
    return answer(200, paymentBody(payment));
  }

  routes['GET /v1/settlements'] = route(({ query }) => {
    const startDate = query.get('startDate');
    const endDate = query.get('endDate');
    const page = Number(query.get('page') ?? '1');
    const size = Number(query.get('size') ?? '100');
    const date = /^\d{4}-\d{2}-\d{2}$/;
    if (!startDate || !endDate || !date.test(startDate) || !date.test(endDate)) return badRequest();
    if (!Number.isInteger(page) || page < 1 || !Number.isInteger(size) || size < 1 || size > 10_000) {
      return badRequest();
    }
    const inRange = settlements.filter((row) => {
      const sold = row.soldDate as string;
      return sold >= startDate && sold <= endDate;
    });
    return answer(200, inRange.slice((page - 1) * size, page * size));
  });

  const server = await startFakeProvider({
    errorBody: (status, message) =>
      status === 404
        ? { code: 'NOT_FOUND', message: '존재하지 않는 정보 입니다.' }
        : status === 400
          ? { code: 'INVALID_REQUEST', message: '잘못된 요청입니다.' }
          : { code: 'FAILED_INTERNAL_SYSTEM_PROCESSING', message },
    routes,
  });

  return {
    url: server.url,
    clientKey,
    secretKey,
    requests: server.requests,
    checkout({ orderId, amount, outcome = 'approve', method = '카드', installmentPlanMonths = 0 }) {
      const payment = newPayment({ orderId, totalAmount: amount, outcome, method, installmentPlanMonths });
      addPayment(payment);
      return payment.paymentKey;
    },
    registerCard({ customerKey, outcome = 'approve' }) {
      const authKey = `bln_${randomBytes(10).toString('hex')}`;
      authKeys.set(authKey, { customerKey, outcome, billingKey: null });
      return authKey;
    },
    deposit(orderId) {
      const payment = [...payments.values()].find(
        (entry) => entry.orderId === orderId && entry.status === 'WAITING_FOR_DEPOSIT',
      );
      if (!payment?.secret) throw new Error(`no virtual account waits for ${orderId}`);
      payment.status = 'DONE';
      payment.approvedAt = new Date();
      return {
        createdAt: kst(new Date()).replace('+09:00', ''),
        secret: payment.secret,
        status: 'DONE',
        transactionKey: randomBytes(16).toString('hex'),
        orderId,
      };
    },
    payment: (paymentKey) => payments.get(paymentKey),
    cashReceipts,
    settle({ paymentKey, soldDate, paidOutDate, fee, amount }) {
      const payment = payments.get(paymentKey);
      if (!payment) throw new Error(`no payment ${paymentKey}`);
      const sold = amount ?? payment.totalAmount;
      const charged = fee ?? Math.floor((sold * 33) / 1000);
      settlements.push({
        mId: 'tvivarepublica',
        paymentKey,
        transactionKey: randomBytes(16).toString('hex'),
        orderId: payment.orderId,
        currency: 'KRW',
        method: payment.method,
        amount: sold,
        interestFee: 0,
        fees: [
          { type: 'BASE', fee: charged - Math.floor(charged / 11) },
          { type: 'VAT', fee: Math.floor(charged / 11) },
        ],
        supplyAmount: Math.round(sold / 1.1),
        vat: sold - Math.round(sold / 1.1),
        payOutAmount: sold - charged,
        approvedAt: payment.approvedAt ? kst(payment.approvedAt) : null,
        soldDate,
        paidOutDate,
        card: null,
        cancel: null,
      });
    },
    failNext(status, code, message) {
      failure = refuse(status, code, message);
    },
    loseNextAnswer() {
      loseAnswer = true;
    },
    close: server.close,
  };
}

/** A Payment object as Toss answers it (API version 2022-11-16), with the fields the client reads and their neighbours. */
function paymentBody(payment: FakePayment): Record<string, unknown> {
  const isCard = payment.method === '카드';
  const settled = payment.approvedAt !== null;
  return {
    mId: 'tvivarepublica',
    version: '2022-11-16',
    lastTransactionKey: randomBytes(16).toString('hex'),
    paymentKey: payment.paymentKey,
    orderId: payment.orderId,
    orderName: payment.orderName,
    currency: 'KRW',
    method: payment.method,
    type: payment.type,
    status: payment.status,
    requestedAt: kst(payment.requestedAt),
    approvedAt: payment.approvedAt ? kst(payment.approvedAt) : null,
    useEscrow: false,
    cultureExpense: false,
    card:
      isCard && settled
        ? {
            issuerCode: '71',
            acquirerCode: '71',
            number: '53275012****123*',
            installmentPlanMonths: payment.installmentPlanMonths,
            isInterestFree: false,
            interestPayer: null,
            approveNo: '00000000',
            useCardPoint: false,
            cardType: '신용',
            ownerType: '개인',
            acquireStatus: 'READY',
            amount: payment.totalAmount,
          }
        : null,
    virtualAccount: payment.virtualAccount
      ? {
          accountType: '일반',
          accountNumber: payment.virtualAccount.accountNumber,
          bankCode: payment.virtualAccount.bankCode,
          customerName: payment.virtualAccount.customerName,
          dueDate: kst(payment.virtualAccount.dueDate),
          refundStatus: 'NONE',
          expired: false,
          settlementStatus: 'INCOMPLETED',
          refundReceiveAccount: null,
        }
      : null,
    transfer: payment.method === '계좌이체' && settled ? { bankCode: '88', settlementStatus: 'INCOMPLETED' } : null,
    secret: payment.secret,
    cancels: payment.cancels.length
      ? payment.cancels.map((entry) => ({
          cancelAmount: entry.cancelAmount,
          cancelReason: entry.cancelReason,
          taxFreeAmount: 0,
          refundableAmount: 0,
          canceledAt: kst(entry.canceledAt),
          transactionKey: entry.transactionKey,
          cancelStatus: 'DONE',
        }))
      : null,
    isPartialCancelable: true,
    receipt: settled
      ? { url: `https://dashboard.tosspayments.com/receipt/redirection?transactionId=${payment.paymentKey}` }
      : null,
    easyPay: null,
    country: 'KR',
    failure: null,
    totalAmount: payment.totalAmount,
    balanceAmount: payment.balanceAmount,
    suppliedAmount: Math.round(payment.totalAmount / 1.1),
    vat: payment.totalAmount - Math.round(payment.totalAmount / 1.1),
    taxFreeAmount: 0,
    taxExemptionAmount: 0,
  };
}

/** Korean time with its offset, as Toss writes times: `2026-11-27T15:10:00+09:00`. */
function kst(date: Date): string {
  return `${new Date(date.getTime() + 9 * 3_600_000).toISOString().slice(0, 19)}+09:00`;
}
