import { refPayoutIdOf } from '@academy/domain/books/payouts.rules';
import { cardFeeOf, expectedPayoutDateOf } from '@academy/domain/books/settlement.rules';
import { addDays } from '@academy/domain/calendar/calendar.rules';
import { businessDateOf, businessMonthRange, shiftIsoMonth } from '@academy/domain/format/format.business-date';
import { sandboxPayoutId, sandboxSellerId } from '../../platform/adapters/payouts/sandbox';
import { newId } from '../../platform/ids/new-id';
import { DEMO_INSTITUTE } from './demo-academies.data';
import { insertRows } from './demo-insert';
import type { SeededAcademy } from './demo-roster.seed';
import type { DemoWorld } from './demo-world';

/**
 * 정산 and 지급대행 at 한빛수학학원 (decision 0053), after its bills and payments are written:
 * - last month's card payments as the sandbox provider took them and as its settlement report says
 *   (3.3 % fee, paid out D+2 business days), fetched this morning — except the month's first card
 *   payment, which the provider does not report: 정산 내역 shows it as 정산 내역 없음. A 다시 맞춰
 *   보기 asks the sandbox and finds the same;
 * - the academy's seller registration for payouts, sent as the demo is made and waiting for the document
 *   review (KYC_REQUIRED); 심사 상태 확인 finds it approved (the sandbox approves after a minute). The
 *   account number is sealed with the server's key, so without one there is no registration;
 * - with it, the payouts of the days already paid to the platform (지급대행): each past day's net paid
 *   to the academy the day after (COMPLETED), the latest one asked for today and due tomorrow
 *   (REQUESTED) — the sandbox reads them back the same way once the job runs.
 */
export async function writeDemoSettlement(world: DemoWorld, seeded: SeededAcademy): Promise<void> {
  if (seeded.academy.instNm !== DEMO_INSTITUTE.instNm) return;
  const { instId } = seeded;
  const lastMonth = businessMonthRange(shiftIsoMonth(world.today.slice(0, 7), -1));
  const cards = await world.db
    .selectFrom('payments')
    .select([
      'id',
      'order_id',
      'order_name',
      'payment_key',
      'amount',
      'cancelled_amount',
      'status',
      'card_company',
      'approve_no',
      'approved_at',
    ])
    .where('inst_id', '=', instId)
    .where('method', '=', 'card')
    .where('provider', '=', 'sandbox')
    .where('approved_at', '>=', lastMonth.startsAt)
    .where('approved_at', '<', lastMonth.endsBefore)
    .orderBy('approved_at')
    .execute();
  const reported = cards.slice(1).filter((card) => card.payment_key !== null);
  await insertRows(
    world.db,
    'sandbox_payments',
    reported.map((card) => ({
      payment_key: card.payment_key as string,
      order_id: card.order_id,
      order_name: card.order_name,
      method: 'card' as const,
      amount: card.amount,
      outcome: 'approve' as const,
      status: card.status === 'PARTIAL_CANCELED' ? ('PARTIAL_CANCELED' as const) : ('DONE' as const),
      cancelled_amount: card.cancelled_amount,
      card_company: card.card_company,
      card_number: '43301234****123*',
      approve_no: card.approve_no,
      approved_at: card.approved_at,
      created_at: card.approved_at as Date,
      updated_at: card.approved_at as Date,
    })),
  );
  await insertRows(
    world.db,
    'provider_settlements',
    reported.map((card) => {
      const amount = card.amount - card.cancelled_amount;
      const fee = cardFeeOf(amount);
      const soldDate = businessDateOf(card.approved_at as Date);
      return {
        inst_id: instId,
        id: newId(),
        provider: 'sandbox' as const,
        transaction_key: card.payment_key as string,
        payment_key: card.payment_key as string,
        order_id: card.order_id,
        payment_id: card.id,
        method: 'card',
        amount,
        fee,
        pay_out_amount: amount - fee,
        sold_date: soldDate,
        paid_out_date: expectedPayoutDateOf(soldDate),
        fetched_at: world.now,
      };
    }),
  );
  await insertRows(world.db, 'provider_settlement_syncs', [
    { inst_id: instId, provider: 'sandbox', synced_at: world.now },
  ]);

  if (!world.crypto) return;
  const registeredAt = world.now;
  const director = await world.db
    .selectFrom('users')
    .select('user_nm')
    .where('id', '=', seeded.directorId)
    .executeTakeFirstOrThrow();
  // Registered with the sandbox as the demo is made, so its review is still running when the demo opens.
  const sellerId = sandboxSellerId(registeredAt.getTime());
  await insertRows(world.db, 'payout_sellers', [
    {
      inst_id: instId,
      provider: 'sandbox',
      seller_id: sellerId,
      ref_seller_id: instId,
      business_type: 'INDIVIDUAL_BUSINESS',
      company_name: seeded.academy.instNm,
      representative_name: director.user_nm,
      business_registration_number: '1234567890',
      email: 'hanbit.office@example.com',
      phone: '0212345678',
      bank_code: '088',
      account_number_enc: world.crypto.encrypt('110123456789', 'payout-account'),
      account_last4: '6789',
      account_digits: 12,
      holder_name: director.user_nm,
      status: 'KYC_REQUIRED',
      registered_by: seeded.directorId,
      registered_at: registeredAt,
      checked_at: registeredAt,
    },
  ]);

  const byDay = new Map<string, number>();
  for (const card of reported) {
    const amount = card.amount - card.cancelled_amount;
    const date = expectedPayoutDateOf(businessDateOf(card.approved_at as Date));
    if (date <= world.today) byDay.set(date, (byDay.get(date) ?? 0) + amount - cardFeeOf(amount));
  }
  const days = [...byDay].filter(([, amount]) => amount > 0).sort(([a], [b]) => (a < b ? -1 : 1));
  await insertRows(
    world.db,
    'seller_payouts',
    days.map(([date, amount], index) => {
      const latest = index === days.length - 1;
      const ref = refPayoutIdOf(instId, date, 1);
      // Each past day was asked for on the day itself at 09:00 in Seoul (the job's hour), the latest today.
      const requestedOn = latest ? world.today : date;
      const payoutDate = addDays(requestedOn, 1);
      const requestedAt = latest ? world.now : new Date(`${date}T00:00:00Z`);
      return {
        inst_id: instId,
        id: newId(),
        settlement_date: date,
        amount,
        provider: 'sandbox' as const,
        seller_id: sellerId,
        ref_payout_id: ref,
        payout_id: sandboxPayoutId(ref, amount, payoutDate),
        status: latest ? ('REQUESTED' as const) : ('COMPLETED' as const),
        attempts: 1,
        last_attempt_date: requestedOn,
        requested_at: requestedAt,
        completed_at: latest ? null : new Date(`${payoutDate}T00:00:00Z`),
        failure: null,
        checked_at: requestedAt,
      };
    }),
  );
}
