import { billingInstParams } from '@academy/domain/billing/billing.schema';
import {
  cardParams,
  cardRegistrationResponse,
  chooseAutopayBody,
  myCardsResponse,
  registerCardBody,
} from '@academy/domain/billing/cards.schema';
import { ANY_MEMBER } from '../../platform/access/access';
import { callerOf } from '../../platform/access/route-access';
import type { AppRoutes } from '../../platform/http/routes';
import { BILLING_ACCESS } from './billing.access';
import { cardRegistration, chooseAutopay, listCards, registerCard, removeCard, stopAutopay } from './cards.service';

const tags = ['billing'];
const cards = '/api/insts/:instId/cards';

/**
 * Registered cards and automatic payment (카드 관리; docs/access-matrix.md `## billing cards`,
 * decision 0049 addendum): for parents and students only, each for their own cards — staff are
 * refused, another account's card answers 404 like another academy's. Removing a card names it by
 * its id, which names nothing for anyone but its owner: every member is let through to the service,
 * which finds only the caller's own cards, so staff and other accounts alike get 404.
 */
export const cardsRoutes: AppRoutes = async (app, { ctx }) => {
  app.get(
    cards,
    {
      config: { access: BILLING_ACCESS.pay },
      schema: {
        tags,
        summary: '내 등록 카드와 자동결제 카드 (myRegCardList, selectCard)',
        params: billingInstParams,
        response: { 200: myCardsResponse },
      },
    },
    async (request) => listCards(ctx, callerOf(request)),
  );

  app.get(
    `${cards}/registration`,
    {
      config: { access: BILLING_ACCESS.pay },
      schema: {
        tags,
        summary: '카드 등록 시작: 결제 기관 카드 등록 창 설정과 내 고객 키',
        params: billingInstParams,
        response: { 200: cardRegistrationResponse },
      },
    },
    async (request) => cardRegistration(ctx, callerOf(request)),
  );

  app.post(
    cards,
    {
      config: { access: BILLING_ACCESS.pay },
      schema: {
        tags,
        summary: '카드 등록 완료 (/cardRegResult: authKey → 빌링키)',
        params: billingInstParams,
        body: registerCardBody,
        response: { 200: myCardsResponse },
      },
    },
    async (request) => registerCard(ctx, callerOf(request), request.body),
  );

  app.delete(
    `${cards}/:cardId`,
    {
      config: { access: ANY_MEMBER },
      schema: { tags, summary: '등록 카드 삭제', params: cardParams, response: { 200: myCardsResponse } },
    },
    async (request) => removeCard(ctx, callerOf(request), request.params.cardId),
  );

  app.put(
    `${cards}/autopay`,
    {
      config: { access: BILLING_ACCESS.pay },
      schema: {
        tags,
        summary: '자동결제 카드 고르기 (약관 동의와 함께)',
        params: billingInstParams,
        body: chooseAutopayBody,
        response: { 200: myCardsResponse },
      },
    },
    async (request) => chooseAutopay(ctx, callerOf(request), request.body),
  );

  app.delete(
    `${cards}/autopay`,
    {
      config: { access: BILLING_ACCESS.pay },
      schema: { tags, summary: '자동결제 끄기', params: billingInstParams, response: { 200: myCardsResponse } },
    },
    async (request) => stopAutopay(ctx, callerOf(request)),
  );
};
