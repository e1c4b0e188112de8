import type { IsoDate } from '@academy/domain/calendar/calendar.rules';
import { businessDateOf } from '@academy/domain/format/format.business-date';
import { defaultReportMonth, isReportableMonth } from '@academy/domain/reports/reports.rules';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors/app-error';

/** Today in Seoul on the context's clock. */
export const todayOf = (ctx: AppContext): IsoDate => businessDateOf(ctx.clock.now());

/** The month asked for, or last month; a month not yet begun is refused. */
export function monthOrDefault(ctx: AppContext, month: string | undefined): string {
  const today = todayOf(ctx);
  const chosen = month ?? defaultReportMonth(today);
  if (!isReportableMonth(chosen, today))
    throw new AppError('BAD_REQUEST', '아직 시작되지 않은 달의 리포트는 만들 수 없습니다. 월을 다시 선택해 주세요.');
  return chosen;
}
