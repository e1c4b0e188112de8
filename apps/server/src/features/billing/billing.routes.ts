import {
  billDetailResponse,
  billIdsBody,
  billingInstParams,
  billListQuery,
  billListResponse,
  billParams,
  cancelBillBody,
  confirmPaymentBody,
  createBillBody,
  generateBillsBody,
  generateBillsResponse,
  myPaymentsQuery,
  myPaymentsResponse,
  paymentDetailResponse,
  paymentOrderBody,
  paymentOrderResponse,
  paymentParams,
  recordReceiptBody,
  sendBillsCostResponse,
  sendBillsResponse,
  updateBillBody,
} from '@academy/domain/billing/billing.schema';
import { billingSettingsSchema } from '@academy/domain/billing/billing-settings.schema';
import {
  createRefundBody,
  refundParams,
  refundQuoteQuery,
  refundQuoteResponse,
} from '@academy/domain/billing/refund.schema';
import { callerOf } from '../../platform/access/route-access';
import { publicOriginOf } from '../../platform/http/public-origin';
import type { AppRoutes } from '../../platform/http/routes';
import { BILLING_ACCESS } from './billing.access';
import { getBillingSettings, saveBillingSettings } from './billing-settings.service';
import { generateBills } from './bills.generate';
import {
  billDetail,
  cancelBill,
  createBill,
  listBillsFor,
  recordReceipt,
  sendBills,
  sendBillsCost,
  updateBill,
} from './bills.service';
import { confirmPayment, createOrder, myPayments, paymentDetail } from './payments.service';
import { createRefund, markRefundDone, refundQuote } from './refunds.service';

const tags = ['billing'];
const base = '/api/insts/:instId';
const oneBill = `${base}/bills/:billId`;

/**
 * Bills and card payments (청구서·결제; docs/access-matrix.md `## billing`, decision 0049): the lists
 * and one bill for the office and for families, a month's drafts, a bill by hand, editing, sending
 * with its cost, cancelling, 수납 처리, refunds by the 학원법 calculator (refunds.service.ts); paying:
 * the order, the confirm, the receipt, the year's list.
 */
export const billingRoutes: AppRoutes = async (app, { ctx }) => {
  app.get(
    `${base}/bills`,
    {
      config: { access: BILLING_ACCESS.read },
      schema: {
        tags,
        summary: '청구서 목록 (월·상태·반·원생으로 거르기, 합계 포함)',
        params: billingInstParams,
        querystring: billListQuery,
        response: { 200: billListResponse },
      },
    },
    async (request) => listBillsFor(ctx, callerOf(request), request.query),
  );

  app.post(
    `${base}/bills/generate`,
    {
      config: { access: BILLING_ACCESS.write },
      schema: {
        tags,
        summary: '한 달 청구서 초안 만들기 (반의 청구 규칙대로)',
        params: billingInstParams,
        body: generateBillsBody,
        response: { 200: generateBillsResponse },
      },
    },
    async (request) => generateBills(ctx, callerOf(request), request.body),
  );

  app.post(
    `${base}/bills`,
    {
      config: { access: BILLING_ACCESS.write },
      schema: {
        tags,
        summary: '청구서 직접 만들기 (초안 또는 바로 발송)',
        params: billingInstParams,
        body: createBillBody,
        response: { 200: billDetailResponse },
      },
    },
    async (request) => createBill(ctx, callerOf(request), request.body, publicOriginOf(ctx.config, request)),
  );

  app.post(
    `${base}/bills/send-cost`,
    {
      config: { access: BILLING_ACCESS.write },
      schema: {
        tags,
        summary: '청구서 발송 전 받는 가족 수와 문자 비용',
        params: billingInstParams,
        body: billIdsBody,
        response: { 200: sendBillsCostResponse },
      },
    },
    async (request) => sendBillsCost(ctx, callerOf(request), request.body, publicOriginOf(ctx.config, request)),
  );

  app.post(
    `${base}/bills/send`,
    {
      config: { access: BILLING_ACCESS.write },
      schema: {
        tags,
        summary: '초안 청구서 발송 (가족에게 알림·알림톡)',
        params: billingInstParams,
        body: billIdsBody,
        response: { 200: sendBillsResponse },
      },
    },
    async (request) => sendBills(ctx, callerOf(request), request.body, publicOriginOf(ctx.config, request)),
  );

  app.get(
    oneBill,
    {
      config: { access: BILLING_ACCESS.read },
      schema: { tags, summary: '청구서 상세', params: billParams, response: { 200: billDetailResponse } },
    },
    async (request) => billDetail(ctx, callerOf(request), request.params.billId),
  );

  app.put(
    oneBill,
    {
      config: { access: BILLING_ACCESS.write },
      schema: {
        tags,
        summary: '초안 청구서 고치기',
        params: billParams,
        body: updateBillBody,
        response: { 200: billDetailResponse },
      },
    },
    async (request) => updateBill(ctx, callerOf(request), request.params.billId, request.body),
  );

  app.post(
    `${oneBill}/cancel`,
    {
      config: { access: BILLING_ACCESS.write },
      schema: {
        tags,
        summary: '결제 전 청구서 취소',
        params: billParams,
        body: cancelBillBody,
        response: { 200: billDetailResponse },
      },
    },
    async (request) => cancelBill(ctx, callerOf(request), request.params.billId, request.body.reason),
  );

  app.post(
    `${oneBill}/receipts`,
    {
      config: { access: BILLING_ACCESS.write },
      schema: {
        tags,
        summary: '수납 처리 (현금·계좌이체)',
        params: billParams,
        body: recordReceiptBody,
        response: { 200: billDetailResponse },
      },
    },
    async (request) => recordReceipt(ctx, callerOf(request), request.params.billId, request.body),
  );

  app.get(
    `${oneBill}/refund-quote`,
    {
      config: { access: BILLING_ACCESS.write },
      schema: {
        tags,
        summary: '환불 금액 계산 (학원법 시행령 §18, 환불 기준일의 수업 진행으로)',
        params: billParams,
        querystring: refundQuoteQuery,
        response: { 200: refundQuoteResponse },
      },
    },
    async (request) => refundQuote(ctx, callerOf(request), request.params.billId, request.query),
  );

  app.post(
    `${oneBill}/refunds`,
    {
      config: { access: BILLING_ACCESS.write },
      schema: {
        tags,
        summary: '환불 (카드는 결제 취소, 현금·계좌이체는 5일 안에 돌려줄 환불로 기록)',
        params: billParams,
        body: createRefundBody,
        response: { 200: billDetailResponse },
      },
    },
    async (request) => createRefund(ctx, callerOf(request), request.params.billId, request.body),
  );

  app.post(
    `${oneBill}/refunds/:cancelId/done`,
    {
      config: { access: BILLING_ACCESS.write },
      schema: {
        tags,
        summary: '현금·계좌이체 환불 완료 처리',
        params: refundParams,
        response: { 200: billDetailResponse },
      },
    },
    async (request) => markRefundDone(ctx, callerOf(request), request.params.billId, request.params.cancelId),
  );

  app.post(
    `${base}/payments/orders`,
    {
      config: { access: BILLING_ACCESS.pay },
      schema: {
        tags,
        summary: '결제 주문 만들기 (금액은 서버가 청구서로 계산)',
        params: billingInstParams,
        body: paymentOrderBody,
        response: { 200: paymentOrderResponse },
      },
    },
    async (request) => createOrder(ctx, callerOf(request), request.body),
  );

  app.post(
    `${base}/payments/confirm`,
    {
      config: { access: BILLING_ACCESS.pay },
      schema: {
        tags,
        summary: '결제 승인 (결제창에서 돌아온 결과 확인, 한 번만)',
        params: billingInstParams,
        body: confirmPaymentBody,
        response: { 200: paymentDetailResponse },
      },
    },
    async (request) => confirmPayment(ctx, callerOf(request), request.body),
  );

  app.get(
    `${base}/payments`,
    {
      config: { access: BILLING_ACCESS.read },
      schema: {
        tags,
        summary: '결제 내역 (한 해)',
        params: billingInstParams,
        querystring: myPaymentsQuery,
        response: { 200: myPaymentsResponse },
      },
    },
    async (request) => myPayments(ctx, callerOf(request), request.query.checkDt),
  );

  app.get(
    `${base}/payments/:paymentId`,
    {
      config: { access: BILLING_ACCESS.read },
      schema: { tags, summary: '결제 상세·영수증', params: paymentParams, response: { 200: paymentDetailResponse } },
    },
    async (request) => paymentDetail(ctx, callerOf(request), request.params.paymentId),
  );

  app.get(
    `${base}/billing/settings`,
    {
      config: { access: BILLING_ACCESS.officeRead },
      schema: {
        tags,
        summary: '청구 설정 (자동 발송)',
        params: billingInstParams,
        response: { 200: billingSettingsSchema },
      },
    },
    async (request) => getBillingSettings(ctx, callerOf(request)),
  );

  app.put(
    `${base}/billing/settings`,
    {
      config: { access: BILLING_ACCESS.write },
      schema: {
        tags,
        summary: '청구 설정 저장 (자동 발송: 납부 기한 며칠 전, 몇 시)',
        params: billingInstParams,
        body: billingSettingsSchema,
        response: { 200: billingSettingsSchema },
      },
    },
    async (request) => saveBillingSettings(ctx, callerOf(request), request.body),
  );
};
