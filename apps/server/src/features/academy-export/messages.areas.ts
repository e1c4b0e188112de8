import { BUSINESS_TIME_ZONE, businessMonthOf } from '@academy/domain/format/format.business-date';
import {
  NOTIFICATION_CATEGORY_LABELS,
  notificationCategoryOf,
} from '@academy/domain/notifications/notification.categories';
import {
  DELIVERY_CHANNEL_LABELS,
  DELIVERY_STATUS_LABELS,
  deliveryReasonLabel,
} from '@academy/domain/notifications/notification.rules';
import { sql } from 'kysely';
import type { DeliveryStatusColumn } from '../../db/database';
import { ofInst } from '../../platform/tenancy/of-inst';
import { defineArea } from './export-columns';

/**
 * How the academy's notifications went out, and what its paid messages cost: each delivery of a
 * notification by a channel (its reason as a code, without a provider's detail), each AlimTalk,
 * SMS and LMS sent with its price then, and the totals per month in Seoul as the cost page shows
 * them. People's push subscriptions and device tokens belong to their devices: never exported.
 */

const DELIVERY_ROW_STATUS_LABELS: Record<DeliveryStatusColumn, string> = {
  pending: DELIVERY_STATUS_LABELS.pending,
  sending: DELIVERY_STATUS_LABELS.pending,
  held: DELIVERY_STATUS_LABELS.held,
  sent: DELIVERY_STATUS_LABELS.sent,
  failed: DELIVERY_STATUS_LABELS.failed,
};

/** A kept reason without what follows its colon (a provider's own message). */
const reasonCode = (reason: string | null) => (reason === null ? null : (reason.split(':', 1)[0] ?? reason));

const purposeLabel = (purpose: string) => NOTIFICATION_CATEGORY_LABELS[notificationCategoryOf(purpose)];

export const notificationDeliveriesArea = defineArea(
  'notificationDeliveries',
  (db, { instId }) =>
    db
      .selectFrom('notification_deliveries as d')
      .innerJoin('notifications as n', 'n.id', 'd.notification_id')
      .leftJoin('users as u', 'u.id', 'n.user_id')
      .select([
        'd.id',
        'd.notification_id',
        'u.user_nm',
        'n.title',
        'd.channel',
        'd.status',
        'd.attempts',
        'd.reason',
        'd.created_at',
        'd.last_attempt_at',
        'd.sent_at',
      ])
      .where(ofInst(instId, 'n'))
      .orderBy('d.created_at')
      .orderBy('d.id'),
  (c) => [
    c.jsonOnly('deliveryId', '발송 ID', (row) => row.id),
    c.jsonOnly('notificationId', '알림 ID', (row) => row.notification_id),
    c.text('recipientNm', '받는 사람', 12, (row) => row.user_nm),
    c.text('title', '알림 제목', 24, (row) => row.title),
    c.coded('channel', '보낸 방법', 10, (row) => row.channel, DELIVERY_CHANNEL_LABELS),
    c.coded('status', '상태', 12, (row) => row.status, DELIVERY_ROW_STATUS_LABELS),
    c.number('attempts', '시도 횟수', 8, (row) => row.attempts),
    c.shown('reason', '사유', 28, (row) => reasonCode(row.reason), deliveryReasonLabel),
    c.instant('createdAt', '발송 예정 일시', (row) => row.created_at),
    c.instant('lastAttemptAt', '마지막 시도 일시', (row) => row.last_attempt_at),
    c.instant('sentAt', '보낸 일시', (row) => row.sent_at),
  ],
);

export const messageSendsArea = defineArea(
  'messageSends',
  (db, { instId }) =>
    db
      .selectFrom('message_sends as m')
      .select(['m.id', 'm.channel', 'm.purpose', 'm.won', 'm.sent_at'])
      .where(ofInst(instId, 'm'))
      .orderBy('m.sent_at')
      .orderBy('m.id'),
  (c) => [
    c.jsonOnly('sendId', '발송 ID', (row) => row.id),
    c.text('month', '월', 8, (row) => businessMonthOf(new Date(row.sent_at))),
    c.instant('sentAt', '보낸 일시', (row) => row.sent_at),
    c.coded('channel', '종류', 10, (row) => row.channel, DELIVERY_CHANNEL_LABELS),
    c.shown('purpose', '무엇을 알렸나', 16, (row) => row.purpose, purposeLabel),
    c.number('won', '금액(원)', 10, (row) => row.won),
  ],
);

type PaidChannel = 'alimtalk' | 'sms' | 'lms';

/** A month's lines: one per kind of message, and the month's total. */
const MONTH_LINE_LABELS: Record<PaidChannel | 'total', string> = {
  alimtalk: DELIVERY_CHANNEL_LABELS.alimtalk,
  sms: DELIVERY_CHANNEL_LABELS.sms,
  lms: DELIVERY_CHANNEL_LABELS.lms,
  total: '합계',
};

/** The month in Seoul a message was sent in, as `YYYY-MM`. */
const seoulMonth = sql<string>`to_char(m.sent_at at time zone ${sql.lit(BUSINESS_TIME_ZONE)}, 'YYYY-MM')`;

export const messageCostsByMonthArea = defineArea(
  'messageCostsByMonth',
  (db, { instId }) =>
    db
      .selectFrom('message_sends as m')
      .select([
        seoulMonth.as('month'),
        sql<PaidChannel | null>`m.channel`.as('channel'),
        sql<number>`count(*)::int`.as('count'),
        sql<number>`sum(m.won)::int`.as('won'),
      ])
      .where(ofInst(instId, 'm'))
      // Per month: a line per kind, then the month's total (channel null, 'total' in the export).
      .groupBy(sql`${seoulMonth}, rollup(m.channel)`)
      .orderBy('month')
      .orderBy(sql`m.channel nulls last`),
  (c) => [
    c.text('month', '월', 8, (row) => row.month),
    c.coded('channel', '종류', 10, (row) => row.channel ?? 'total', MONTH_LINE_LABELS),
    c.number('count', '건수', 8, (row) => row.count),
    c.number('won', '금액(원)', 10, (row) => row.won),
  ],
);
