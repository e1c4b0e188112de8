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
import { callerOf } from '../../platform/access/route-access';
import { publicOriginOf } from '../../platform/http/public-origin';
import type { AppRoutes } from '../../platform/http/routes';
import { BILLING_ACCESS } from './billing.access';
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

const tags = ['billing'];
const base = '/api/insts/:instId';
const oneBill = `${base}/bills/:billId`;

/**
 * Bills and card payments (청구서·결제; docs/access-matrix.md `## billing`, decision 0049): the lists
 * and one bill for the office and for families, a month's drafts, a bill by hand, editing, sending
 * with its cost, cancelling, 수납 처리; paying: the order, the confirm, the receipt, the year's list.
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
};
