import type { DeskCheckBody, DeskCheckResponse } from '@academy/domain/attendance/attendance.schema';
import { api } from '../../../lib/api-client';

/** POST /api/desk/check: 등원 or 하원 by desk number (and the student chosen when it is shared). */
export function deskCheck(body: DeskCheckBody): Promise<DeskCheckResponse> {
  return api.post<DeskCheckResponse>('/api/desk/check', body, { silent: true });
}
