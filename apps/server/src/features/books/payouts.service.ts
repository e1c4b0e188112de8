import { bankNameOf } from '@academy/domain/billing/virtual-account';
import {
  maskAccountNumber,
  PAYOUT_SELLER_STATUS_HINTS,
  PAYOUT_SELLER_STATUS_LABELS,
} from '@academy/domain/books/payouts.rules';
import type {
  PayoutSellerResponse,
  PayoutSellerView,
  payoutAccountBody,
  payoutSellerBody,
} from '@academy/domain/books/payouts.schema';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { PayoutSellersTable } from '../../db/database';
import type { Caller } from '../../platform/access/access';
import { writeAudit } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors/app-error';
import { ofInst } from '../../platform/tenancy/of-inst';

type SellerRow = Selectable<PayoutSellersTable>;
type SellerBody = z.output<typeof payoutSellerBody>;
type AccountBody = z.output<typeof payoutAccountBody>;

/** The field crypto context of the account number: a sealed value copied elsewhere does not open. */
export const PAYOUT_ACCOUNT_CONTEXT = 'payout-account';

const sellerOf = (ctx: AppContext, instId: string) =>
  ctx.db.selectFrom('payout_sellers').selectAll().where(ofInst(instId)).executeTakeFirst();

/** 지급대행: the academy's seller registration as it stands, or null before it registered. */
export async function payoutSeller(ctx: AppContext, caller: Caller): Promise<PayoutSellerResponse> {
  const row = await sellerOf(ctx, caller.instId);
  return { seller: row ? viewOf(row) : null, provider: ctx.adapters.payments.name };
}

/**
 * Registers the academy with the provider as a seller (our reference: the academy's id, so a second
 * registration is refused by the provider too) and keeps the answer, the account number sealed.
 * An academy registers once: a second time is a CONFLICT.
 */
export async function registerPayoutSeller(
  ctx: AppContext,
  caller: Caller,
  body: SellerBody,
): Promise<PayoutSellerResponse> {
  if (await sellerOf(ctx, caller.instId))
    throw new AppError('CONFLICT', '이미 지급대행을 신청했습니다. 심사 상태를 확인해 주세요.');
  const registered = await ctx.adapters.payouts.registerSeller({
    refSellerId: caller.instId,
    businessType: body.businessType,
    company: {
      name: body.companyName,
      representativeName: body.representativeName,
      businessRegistrationNumber: body.businessRegistrationNumber,
      email: body.email,
      phone: body.phone,
    },
    account: { bankCode: body.bankCode, accountNumber: body.accountNumber, holderName: body.holderName },
  });
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('payout_sellers')
      .values({
        inst_id: caller.instId,
        provider: ctx.adapters.payouts.name,
        seller_id: registered.sellerId,
        ref_seller_id: caller.instId,
        business_type: body.businessType,
        company_name: body.companyName,
        representative_name: body.representativeName,
        business_registration_number: body.businessRegistrationNumber,
        email: body.email,
        phone: body.phone,
        bank_code: body.bankCode,
        account_number_enc: ctx.adapters.crypto.encrypt(body.accountNumber, PAYOUT_ACCOUNT_CONTEXT),
        account_last4: body.accountNumber.slice(-4),
        account_digits: body.accountNumber.length,
        holder_name: body.holderName,
        status: registered.status,
        registered_by: caller.userId,
        registered_at: now,
        checked_at: now,
      })
      .execute();
    await writeAudit(trx, {
      instId: caller.instId,
      actorUserId: caller.userId,
      action: 'payouts.register',
      target: `payout-seller:${registered.sellerId}`,
      before: null,
      after: {
        businessType: body.businessType,
        bankCode: body.bankCode,
        account: maskedOf(body.accountNumber.length, body.accountNumber.slice(-4)),
        holderName: body.holderName,
        status: registered.status,
      },
      at: now,
    });
  });
  return payoutSeller(ctx, caller);
}

/** 심사 상태 확인: the seller's status read back from the provider, kept with the time it was read. */
export async function checkPayoutSeller(ctx: AppContext, caller: Caller): Promise<PayoutSellerResponse> {
  const row = await sellerOf(ctx, caller.instId);
  if (!row) throw new AppError('NOT_FOUND', '지급대행 신청 내역이 없습니다. 먼저 신청해 주세요.');
  const seller = await ctx.adapters.payouts.getSeller(row.seller_id);
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('payout_sellers')
      .set({ status: seller.status, checked_at: now })
      .where(ofInst(caller.instId))
      .execute();
    if (seller.status !== row.status) {
      await writeAudit(trx, {
        instId: caller.instId,
        actorUserId: caller.userId,
        action: 'payouts.status',
        target: `payout-seller:${row.seller_id}`,
        before: { status: row.status },
        after: { status: seller.status },
        at: now,
      });
    }
  });
  return payoutSeller(ctx, caller);
}

/**
 * 지급 계좌 변경 (the director only): the provider's seller is updated with the new account (Toss's
 * 셀러 수정; the seller stays the same, its review starts again), and the answer is kept — the seller
 * id and status as the provider gives them, the new number sealed. The same account as registered is
 * a CONFLICT (nothing to change). Audited with the account masked, never its number.
 */
export async function changePayoutAccount(
  ctx: AppContext,
  caller: Caller,
  body: AccountBody,
): Promise<PayoutSellerResponse> {
  const row = await sellerOf(ctx, caller.instId);
  if (!row) throw new AppError('NOT_FOUND', '지급대행 신청 내역이 없습니다. 먼저 신청해 주세요.');
  const sameAccount =
    row.bank_code === body.bankCode &&
    row.holder_name === body.holderName &&
    ctx.adapters.crypto.decrypt(row.account_number_enc, PAYOUT_ACCOUNT_CONTEXT) === body.accountNumber;
  if (sameAccount) throw new AppError('CONFLICT', '지금 등록된 계좌와 같습니다. 바꿀 계좌를 입력해 주세요.');
  const seller = await ctx.adapters.payouts.updateSellerAccount(row.seller_id, {
    bankCode: body.bankCode,
    accountNumber: body.accountNumber,
    holderName: body.holderName,
  });
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('payout_sellers')
      .set({
        seller_id: seller.sellerId,
        bank_code: body.bankCode,
        account_number_enc: ctx.adapters.crypto.encrypt(body.accountNumber, PAYOUT_ACCOUNT_CONTEXT),
        account_last4: body.accountNumber.slice(-4),
        account_digits: body.accountNumber.length,
        holder_name: body.holderName,
        status: seller.status,
        checked_at: now,
      })
      .where(ofInst(caller.instId))
      .execute();
    await writeAudit(trx, {
      instId: caller.instId,
      actorUserId: caller.userId,
      action: 'payouts.account',
      target: `payout-seller:${seller.sellerId}`,
      before: {
        bankCode: row.bank_code,
        account: maskedOf(row.account_digits, row.account_last4),
        holderName: row.holder_name,
        status: row.status,
      },
      after: {
        bankCode: body.bankCode,
        account: maskedOf(body.accountNumber.length, body.accountNumber.slice(-4)),
        holderName: body.holderName,
        status: seller.status,
      },
      at: now,
    });
  });
  return payoutSeller(ctx, caller);
}

const maskedOf = (digits: number, last4: string) => maskAccountNumber(`${'0'.repeat(Math.max(0, digits - 4))}${last4}`);

function viewOf(row: SellerRow): PayoutSellerView {
  const number = row.business_registration_number;
  return {
    businessType: row.business_type,
    companyName: row.company_name,
    representativeName: row.representative_name,
    businessRegistrationNumber: `${number.slice(0, 3)}-${number.slice(3, 5)}-*****`,
    email: row.email,
    phone: row.phone,
    bankCode: row.bank_code,
    bankName: bankNameOf(row.bank_code),
    accountNumberMasked: maskedOf(row.account_digits, row.account_last4),
    holderName: row.holder_name,
    status: row.status,
    statusLabel: PAYOUT_SELLER_STATUS_LABELS[row.status],
    statusHint: PAYOUT_SELLER_STATUS_HINTS[row.status],
    registeredAt: row.registered_at.toISOString(),
    checkedAt: row.checked_at.toISOString(),
  };
}
