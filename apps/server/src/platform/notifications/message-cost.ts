import type { AlimTalkMessage } from '@academy/domain/notifications/alimtalk-templates';
import { alimTalkText } from '@academy/domain/notifications/alimtalk-templates';
import {
  DEFAULT_MESSAGE_PRICES,
  type MessageCostPreview,
  type MessagePrices,
  messageCostPreview,
  type PaidMessageKind,
} from '@academy/domain/notifications/message-cost';
import { isInformationalCategory, notificationCategoryOf } from '@academy/domain/notifications/notification.categories';
import { isChannelOn, type PreferenceOff } from '@academy/domain/notifications/notification.rules';
import type { Executor } from '../../db/database';
import { preferencesOffOf } from './preferences.queries';

/** Who would be told, of what type, and with which AlimTalk (if any). */
export type CostRecipient = { userId: string; type: string; message?: AlimTalkMessage };

/**
 * The paid message a recipient would get: an AlimTalk when the notification carries one, is
 * informational, its text fits its template, the person has a mobile number and has not turned
 * messages off for its category; otherwise none (the app and push are free). Delivery follows the
 * same rule (platform/notifications/delivery-plan).
 */
export function paidMessageOf(
  recipient: { type: string; message?: { template: string; variables: Readonly<Record<string, string>> } | null },
  person: { mobileNo: string | null; off: readonly PreferenceOff[] },
): PaidMessageKind | null {
  if (!recipient.message || !person.mobileNo) return null;
  const category = notificationCategoryOf(recipient.type);
  if (!isInformationalCategory(category) || !isChannelOn(person.off, category, 'message')) return null;
  return alimTalkText(recipient.message).ok ? 'alimtalk' : null;
}

/**
 * What sending to `recipients` would cost now, in won at `prices` (the server's configured table,
 * `ctx.config.messagePrices`; the domain's list prices by default): two statements whatever the
 * number of recipients. `now` is the moment of the send the preview is for.
 */
export async function previewMessageCost(
  db: Executor,
  instId: string,
  recipients: readonly CostRecipient[],
  now: Date,
  prices: MessagePrices = DEFAULT_MESSAGE_PRICES,
): Promise<MessageCostPreview> {
  void instId;
  void now;
  const userIds = [...new Set(recipients.map((recipient) => recipient.userId))];
  const [mobiles, off] = await Promise.all([
    userIds.length === 0
      ? Promise.resolve(new Map<string, string | null>())
      : db
          .selectFrom('users')
          .select(['id', 'mobile_no'])
          .where('id', 'in', userIds)
          .where('status', '=', 'active')
          .execute()
          .then((rows) => new Map(rows.map((row) => [row.id, row.mobile_no]))),
    preferencesOffOf(db, userIds),
  ]);
  const kinds = recipients.map((recipient) =>
    paidMessageOf(recipient, {
      mobileNo: mobiles.get(recipient.userId) ?? null,
      off: off.get(recipient.userId) ?? [],
    }),
  );
  return messageCostPreview(kinds, prices);
}
