import { checkDtToIsoDate, isoDateToCheckDt } from '@academy/domain/attendance/attendance.rules';
import type { IsoDate } from '@academy/domain/calendar/calendar.rules';
import { businessDateOf } from '@academy/domain/format/format.business-date';
import { useCallback } from 'react';
import { patchAttend } from '../../../store/attend-slice';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';

/** Today's business date in Seoul, by this device's clock. */
export const todayInSeoul = (): IsoDate => businessDateOf(new Date());

/**
 * The day the attendance screens show: the attend group's checkDt [year, month, day], or today
 * when it is empty. Setting today's date empties it again, so "today" follows the clock.
 */
export function useCheckDate(): [IsoDate, (date: IsoDate) => void] {
  const checkDt = useAppSelector((state) => state.attend.checkDt);
  const dispatch = useAppDispatch();
  const date = (checkDt && checkDtToIsoDate(checkDt)) || todayInSeoul();
  const setDate = useCallback(
    (next: IsoDate) => dispatch(patchAttend({ checkDt: next === todayInSeoul() ? null : isoDateToCheckDt(next) })),
    [dispatch],
  );
  return [date, setDate];
}
