import { createHash, randomBytes, randomInt } from 'node:crypto';
import {
  answer,
  type FakeAnswer,
  type FakeRequest,
  type FakeRoute,
  startFakeProvider,
} from '../../../../test/fake-provider';

type NiceStatus = 'ready' | 'paid' | 'failed' | 'cancelled' | 'partialCancelled' | 'expired';

type Transaction = {
  tid: string;
  orderId: string;
  goodsName: string;
  payMethod: 'card' | 'vbank';
  status: NiceStatus;
  amount: number;
  balanceAmt: number;
  /** decline: the card company refuses the approval or charge. */
  outcome: 'approve' | 'decline';
  /** The payer authenticated at the checkout; the approval has not been asked for yet. */
  authenticated: boolean;
  cardQuota: number;
  paidAt: Date | null;
  vbank: { vbankCode: string; vbankName: string; vbankNumber: string; vbankExpDate: Date; vbankHolder: string } | null;
  cancels: { tid: string; amount: number; cancelledAt: Date; reason: string }[];
};

export type NicePayFake = {
  url: string;
  clientId: string;
  secretKey: string;
  requests: readonly FakeRequest[];
  /**
   * The payer authenticated in NicePay's checkout: the form NicePay then posts to our return
   * address, signed as NicePay signs it.
   */
  checkout: (input: {
    orderId: string;
    amount: number;
    method?: 'card' | 'vbank';
    outcome?: 'approve' | 'decline';
    cardQuota?: number;
  }) => Record<string, string>;
  /** A billing key (bid) NicePay issued for a card, and how its charges end. */
  registerBid: (outcome?: 'approve' | 'decline') => string;
  /** Money arrived on a virtual account: the (signed) webhook NicePay posts to us. */
  deposit: (tid: string) => Record<string, unknown>;
  transaction: (tid: string) => Transaction | undefined;
  receipts: ReadonlyMap<string, { orderId: string; amount: number; cancelled: number; receiptType: string }>;
  /** The next request gets this answer without anything happening. */
  failNext: (status: number, body: unknown) => void;
  close: () => Promise<void>;
};

/**
 * A local stand-in for NicePay's Start API v1 on 127.0.0.1 (random port): the Basic
 * `clientId:secretKey` check, approval, look-up, cancel, billing charge and cash receipt routes the
 * client uses (see nicepay.ts), answering with `resultCode`/`resultMsg` and signatures as NicePay
 * documents them. For tests only.
 */
export async function startNicePayFake(): Promise<NicePayFake> {
  const clientId = `S2_${randomBytes(16).toString('hex')}`;
  const secretKey = randomBytes(16).toString('hex');
  const transactions = new Map<string, Transaction>();
  const bids = new Map<string, 'approve' | 'decline'>();
  const receipts = new Map<string, { orderId: string; amount: number; cancelled: number; receiptType: string }>();
  const usedOrderIds = new Set<string>();
  let failure: FakeAnswer | undefined;

  const refuse = (resultCode: string, resultMsg: string) => answer(200, { resultCode, resultMsg });
  const sign = (...parts: (string | number)[]) => createHash('sha256').update(parts.join('')).digest('hex');

  const route =
    (handler: (request: FakeRequest) => FakeAnswer): FakeRoute =>
    (request) => {
      if (failure) {
        const reply = failure;
        failure = undefined;
        return reply;
      }
      if (request.authorization !== `Basic ${Buffer.from(`${clientId}:${secretKey}`).toString('base64')}`) {
        return answer(401, { resultCode: 'U104', resultMsg: '인증 정보가 올바르지 않습니다.' });
      }
      return handler(request);
    };

  const routes: Record<string, FakeRoute> = {};

  function paymentBody(transaction: Transaction, resultMsg = '정상 처리되었습니다.'): Record<string, unknown> {
    const ediDate = niceTime(new Date());
    const paid = transaction.paidAt !== null;
    return {
      resultCode: '0000',
      resultMsg,
      tid: transaction.tid,
      cancelledTid: transaction.cancels.at(-1)?.tid ?? null,
      orderId: transaction.orderId,
      ediDate,
      signature: sign(transaction.tid, transaction.amount, ediDate, secretKey),
      status: transaction.status,
      paidAt: transaction.paidAt ? niceTime(transaction.paidAt) : '0',
      failedAt: transaction.status === 'failed' ? ediDate : '0',
      cancelledAt: transaction.cancels.length ? niceTime(transaction.cancels.at(-1)?.cancelledAt ?? new Date()) : '0',
      payMethod: transaction.payMethod,
      amount: transaction.amount,
      balanceAmt: transaction.balanceAmt,
      goodsName: transaction.goodsName,
      mallReserved: null,
      useEscrow: false,
      currency: 'KRW',
      channel: 'pc',
      approveNo: paid ? '30001234' : null,
      buyerName: null,
      buyerTel: null,
      buyerEmail: null,
      issuedCashReceipt: false,
      receiptUrl: paid ? `https://npg.nicepay.co.kr/issue/IssueLoader.do?type=0&TID=${transaction.tid}` : null,
      mallUserId: null,
      coupon: null,
      card:
        transaction.payMethod === 'card' && paid
          ? {
              cardCode: '04',
              cardName: '삼성',
              cardNum: '53611234****1234',
              cardQuota: transaction.cardQuota,
              isInterestFree: false,
              cardType: 'credit',
              canPartCancel: 'true',
              acquCardCode: '04',
              acquCardName: '삼성',
            }
          : null,
      vbank: transaction.vbank
        ? { ...transaction.vbank, vbankExpDate: niceTime(transaction.vbank.vbankExpDate) }
        : null,
      cashReceipts: null,
      cancels: transaction.cancels.length
        ? transaction.cancels.map((entry) => ({
            tid: entry.tid,
            amount: entry.amount,
            cancelledAt: niceTime(entry.cancelledAt),
            reason: entry.reason,
            receiptUrl: null,
            couponAmt: 0,
          }))
        : null,
    };
  }

  function addTransaction(transaction: Transaction) {
    transactions.set(transaction.tid, transaction);
    usedOrderIds.add(transaction.orderId);
    const path = `/v1/payments/${transaction.tid}`;
    routes[`GET ${path}`] = route(() => answer(200, paymentBody(transaction)));
    routes[`POST ${path}`] = route(({ body }) => approve(transaction, body));
    routes[`POST ${path}/cancel`] = route(({ body }) => cancel(transaction, body));
  }

  function approve(transaction: Transaction, body: Record<string, unknown>): FakeAnswer {
    if (!transaction.authenticated) return refuse('2201', '기승인존재');
    if (body.amount !== transaction.amount) {
      return refuse('A123', '거래금액 불일치(인증된 금액과 승인요청 금액 불일치)');
    }
    transaction.authenticated = false;
    if (transaction.outcome === 'decline') {
      transaction.status = 'failed';
      return refuse('3095', '카드사 실패 응답');
    }
    if (transaction.payMethod === 'vbank') {
      transaction.vbank = {
        vbankCode: '004',
        vbankName: '국민',
        vbankNumber: String(randomInt(10 ** 13, 10 ** 14)),
        vbankExpDate: new Date(Date.now() + 7 * 86_400_000),
        vbankHolder: '학원ON',
      };
      return answer(200, paymentBody(transaction, '가상계좌 발급 성공'));
    }
    transaction.status = 'paid';
    transaction.paidAt = new Date();
    return answer(200, paymentBody(transaction));
  }

  const cancelOrderIds = new Set<string>();

  function cancel(transaction: Transaction, body: Record<string, unknown>): FakeAnswer {
    if (typeof body.reason !== 'string' || typeof body.orderId !== 'string') {
      return refuse('A117', '필수입력항목이 누락되었습니다');
    }
    if (cancelOrderIds.has(body.orderId)) return refuse('A127', '주문번호 중복 오류');
    if (transaction.status === 'cancelled') return refuse('2013', '취소 완료 거래');
    const waiting = transaction.status === 'ready' && transaction.vbank !== null;
    if (!waiting && transaction.status !== 'paid' && transaction.status !== 'partialCancelled') {
      return refuse('2014', '취소 불가능 거래');
    }
    const amount = body.cancelAmt === undefined ? transaction.balanceAmt : body.cancelAmt;
    if (typeof amount !== 'number' || amount <= 0) return refuse('2010', '취소 요청금액 0원 이하');
    if (amount > transaction.balanceAmt) return refuse('2032', '취소금액이 취소가능금액보다 큼');
    if (transaction.vbank && !waiting && (!body.refundAccount || !body.refundBankCode || !body.refundHolder)) {
      return refuse('A117', '필수입력항목이 누락되었습니다');
    }
    cancelOrderIds.add(body.orderId);
    transaction.balanceAmt -= amount;
    transaction.cancels.push({
      tid: `nictest00m${randomBytes(10).toString('hex')}`,
      amount,
      cancelledAt: new Date(),
      reason: body.reason,
    });
    transaction.status = transaction.balanceAmt === 0 ? 'cancelled' : 'partialCancelled';
    return answer(200, paymentBody(transaction, '취소 성공'));
  }

  function newTransaction(input: Partial<Transaction> & Pick<Transaction, 'orderId' | 'amount'>): Transaction {
    return {
      tid: `nictest00m${randomBytes(10).toString('hex')}`,
      goodsName: '수강료',
      payMethod: 'card',
      status: 'ready',
      balanceAmt: input.amount,
      outcome: 'approve',
      authenticated: true,
      cardQuota: 0,
      paidAt: null,
      vbank: null,
      cancels: [],
      ...input,
    };
  }

  function charge(outcome: 'approve' | 'decline', { body }: FakeRequest): FakeAnswer {
    const { orderId, amount, goodsName, cardQuota, useShopInterest } = body;
    if (
      typeof orderId !== 'string' ||
      typeof amount !== 'number' ||
      typeof goodsName !== 'string' ||
      typeof cardQuota !== 'number' ||
      typeof useShopInterest !== 'boolean'
    ) {
      return refuse('A117', '필수입력항목이 누락되었습니다');
    }
    if (usedOrderIds.has(orderId)) return refuse('A127', '주문번호 중복 오류');
    const transaction = newTransaction({ orderId, amount, goodsName, outcome, authenticated: false });
    addTransaction(transaction);
    if (outcome === 'decline') {
      transaction.status = 'failed';
      return refuse('3095', '카드사 실패 응답');
    }
    transaction.status = 'paid';
    transaction.paidAt = new Date();
    return answer(200, paymentBody(transaction, '빌링 요청승인이 정상적으로 이루어졌습니다.'));
  }

  routes['POST /v1/receipt'] = route(({ body }) => {
    const { orderId, amount, goodsName, receiptType, receiptNo, supplyAmt, goodsVat, taxFreeAmt, serviceAmt } = body;
    if (typeof orderId !== 'string' || typeof amount !== 'number' || typeof goodsName !== 'string') {
      return refuse('A117', '필수입력항목이 누락되었습니다');
    }
    if (receiptType !== 'individual' && receiptType !== 'company') return refuse('7002', '현금영수증 종류오류');
    if (typeof receiptNo !== 'string' || !/^\d{10,11}$/.test(receiptNo)) {
      return refuse('7012', '현금영수증 Identity 번호 오류');
    }
    const parts = [supplyAmt, goodsVat, taxFreeAmt, serviceAmt];
    if (
      parts.some((part) => typeof part !== 'number') ||
      parts.reduce<number>((sum, part) => sum + Number(part), 0) !== amount
    ) {
      return refuse('1615', '거래금액 합계오류(공급가액,부가세,봉사료,면세금액 합계)');
    }
    if ([...receipts.values()].some((receipt) => receipt.orderId === orderId))
      return refuse('7003', '현금영수증 중복발급');
    const tid = `nictest04m${randomBytes(10).toString('hex')}`;
    const receipt = { orderId, amount, cancelled: 0, receiptType };
    receipts.set(tid, receipt);
    routes[`POST /v1/receipt/${tid}/cancel`] = route(({ body: cancelBody }) => {
      if (typeof cancelBody.reason !== 'string' || cancelBody.orderId !== orderId) {
        return refuse('A117', '필수입력항목이 누락되었습니다');
      }
      const left = receipt.amount - receipt.cancelled;
      const cancelAmt = cancelBody.cancelAmt === undefined ? left : cancelBody.cancelAmt;
      if (typeof cancelAmt !== 'number' || cancelAmt <= 0 || cancelAmt > left) {
        return refuse('2032', '취소금액이 취소가능금액보다 큼');
      }
      if (cancelBody.cancelAmt !== undefined) {
        const split = [cancelBody.supplyAmt, cancelBody.goodsVat, cancelBody.taxFreeAmt, cancelBody.serviceAmt];
        if (split.reduce<number>((sum, part) => sum + Number(part ?? Number.NaN), 0) !== cancelAmt) {
          return refuse('1615', '거래금액 합계오류(공급가액,부가세,봉사료,면세금액 합계)');
        }
      }
      receipt.cancelled += cancelAmt;
      const ediDate = niceTime(new Date());
      return answer(200, {
        resultCode: '0000',
        resultMsg: '취소 성공',
        tid,
        orderId,
        cancelAmt,
        balanceAmt: receipt.amount - receipt.cancelled,
        cancelledAt: ediDate,
        ediDate,
        signature: sign(tid, orderId, ediDate, secretKey),
      });
    });
    const ediDate = niceTime(new Date());
    return answer(200, {
      resultCode: '0000',
      resultMsg: '현금영수증 발급 요청 성공',
      tid,
      orderId,
      approvedAt: '0',
      ediDate,
      signature: sign(tid, orderId, ediDate, secretKey),
    });
  });

  const server = await startFakeProvider({
    errorBody: (status, message) =>
      status === 404
        ? { resultCode: 'A118', resultMsg: '조회 결과데이터 없음' }
        : { resultCode: '9999', resultMsg: message },
    routes,
  });

  return {
    url: server.url,
    clientId,
    secretKey,
    requests: server.requests,
    checkout({ orderId, amount, method = 'card', outcome = 'approve', cardQuota = 0 }) {
      const transaction = newTransaction({ orderId, amount, payMethod: method, outcome, cardQuota });
      addTransaction(transaction);
      const authToken = `NICETOKN${randomBytes(16).toString('hex').toUpperCase()}`;
      return {
        authResultCode: '0000',
        authResultMsg: '인증 성공',
        tid: transaction.tid,
        clientId,
        orderId,
        amount: String(amount),
        mallReserved: '',
        authToken,
        signature: sign(authToken, clientId, amount, secretKey),
      };
    },
    registerBid(outcome = 'approve') {
      const bid = `BIKYnictest00m${randomBytes(8).toString('hex')}`;
      bids.set(bid, outcome);
      routes[`POST /v1/subscribe/${bid}/payments`] = route((request) => charge(outcome, request));
      return bid;
    },
    deposit(tid) {
      const transaction = transactions.get(tid);
      if (!transaction?.vbank || transaction.status !== 'ready') throw new Error(`no virtual account waits as ${tid}`);
      transaction.status = 'paid';
      transaction.paidAt = new Date();
      return paymentBody(transaction);
    },
    transaction: (tid) => transactions.get(tid),
    receipts,
    failNext(status, body) {
      failure = answer(status, body);
    },
    close: server.close,
  };
}

/** NicePay's ISO 8601 with a colon-less offset: `2026-11-27T15:10:00.000+0900`. */
function niceTime(date: Date): string {
  return `${new Date(date.getTime() + 9 * 3_600_000).toISOString().slice(0, 23)}+0900`;
}
