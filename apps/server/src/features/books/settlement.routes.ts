import { payoutInstParams, payoutSellerBody, payoutSellerResponse } from '@academy/domain/books/payouts.schema';
import {
  settlementInstParams,
  settlementListQuery,
  settlementListResponse,
  settlementSyncBody,
  settlementSyncResponse,
} from '@academy/domain/books/settlement.schema';
import { callerOf } from '../../platform/access/route-access';
import type { AppRoutes } from '../../platform/http/routes';
import { payoutAccountRoutes } from './payouts.routes';
import { checkPayoutSeller, payoutSeller, registerPayoutSeller } from './payouts.service';
import { SETTLEMENT_ACCESS } from './settlement.access';
import { listSettlements, syncSettlementsOfMonth } from './settlement.service';

const tags = ['books'];
const base = '/api/insts/:instId';

/**
 * 정산 내역 and 지급대행 (docs/access-matrix.md `## books settlement`, decision 0053): a month of card
 * payments by payout date matched against the provider's report, fetching that report again, and the
 * academy's registration as the provider's seller.
 */
export const settlementRoutes: AppRoutes = async (app, { ctx }) => {
  app.get(
    `${base}/settlements`,
    {
      config: { access: SETTLEMENT_ACCESS.read },
      schema: {
        tags,
        summary: '정산 내역: 한 달의 카드 결제를 지급일별로 (수수료, 지급액, 결제 기관 정산 내역과 맞춰 본 결과)',
        params: settlementInstParams,
        querystring: settlementListQuery,
        response: { 200: settlementListResponse },
      },
    },
    async (request) => listSettlements(ctx, callerOf(request), request.query),
  );

  app.post(
    `${base}/settlements/sync`,
    {
      config: { access: SETTLEMENT_ACCESS.read },
      schema: {
        tags,
        summary: '다시 맞춰 보기: 결제 기관의 정산 내역을 그 달 것으로 다시 받아 오기',
        params: settlementInstParams,
        body: settlementSyncBody,
        response: { 200: settlementSyncResponse },
      },
    },
    async (request) => syncSettlementsOfMonth(ctx, callerOf(request), request.body),
  );

  app.get(
    `${base}/payouts/seller`,
    {
      config: { access: SETTLEMENT_ACCESS.payouts },
      schema: {
        tags,
        summary: '지급대행 신청 내역과 심사 상태',
        params: payoutInstParams,
        response: { 200: payoutSellerResponse },
      },
    },
    async (request) => payoutSeller(ctx, callerOf(request)),
  );

  app.post(
    `${base}/payouts/seller`,
    {
      config: { access: SETTLEMENT_ACCESS.payouts },
      schema: {
        tags,
        summary: '지급대행 신청: 학원을 결제 기관의 셀러로 등록 (사업자, 대표자, 지급 계좌)',
        params: payoutInstParams,
        body: payoutSellerBody,
        response: { 200: payoutSellerResponse },
      },
    },
    async (request) => registerPayoutSeller(ctx, callerOf(request), request.body),
  );

  app.post(
    `${base}/payouts/seller/check`,
    {
      config: { access: SETTLEMENT_ACCESS.payouts },
      schema: {
        tags,
        summary: '지급대행 심사 상태를 결제 기관에서 다시 확인',
        params: payoutInstParams,
        response: { 200: payoutSellerResponse },
      },
    },
    async (request) => checkPayoutSeller(ctx, callerOf(request)),
  );

  // 지급 계좌 변경 (payouts.routes.ts): one table of the academy's settlement and payouts routes.
  await payoutAccountRoutes(app, { ctx });
};
