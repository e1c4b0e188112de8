import { businessMonthRange } from '@academy/domain/format/format.business-date';
import type { MessageCostsQuery, MessageCostsResponse } from '@academy/domain/notifications/notifications.schema';
import { sql } from 'kysely';
import type { Caller } from '../../platform/access/access';
import type { AppContext } from '../../platform/context';

type Line = { channel: 'alimtalk' | 'sms' | 'lms'; purpose: string; count: number; won: number };

/**
 * The academy's paid messages of a month in Seoul (AlimTalk, SMS, LMS), priced as they were when
 * sent (`message_sends`, written by every sender: platform/adapters/messaging/cost-ledger): counts
 * and won per kind and per purpose, for the director. One statement.
 */
export async function monthlyMessageCosts(
  ctx: AppContext,
  caller: Caller,
  query: MessageCostsQuery,
): Promise<MessageCostsResponse> {
  const range = businessMonthRange(query.month);
  const { rows } = await sql<Line>`
    select channel, purpose, count(*)::int as count, sum(won)::int as won
      from message_sends
     where inst_id = ${caller.instId} and sent_at >= ${range.startsAt} and sent_at < ${range.endsBefore}
     group by channel, purpose`.execute(ctx.db);
  const of = (channel: Line['channel']) => {
    const lines = rows.filter((row) => row.channel === channel);
    return { count: lines.reduce((sum, row) => sum + row.count, 0), won: lines.reduce((sum, row) => sum + row.won, 0) };
  };
  const purposes = new Map<string, { count: number; won: number }>();
  for (const row of rows) {
    const known = purposes.get(row.purpose) ?? { count: 0, won: 0 };
    purposes.set(row.purpose, { count: known.count + row.count, won: known.won + row.won });
  }
  return {
    month: query.month,
    prices: ctx.config.messagePrices,
    alimTalk: of('alimtalk'),
    sms: of('sms'),
    lms: of('lms'),
    totalWon: rows.reduce((sum, row) => sum + row.won, 0),
    byPurpose: [...purposes.entries()]
      .map(([purpose, line]) => ({ purpose, ...line }))
      .sort((a, b) => b.won - a.won || a.purpose.localeCompare(b.purpose)),
  };
}
