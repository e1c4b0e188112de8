import type { DeskCheckBody, DeskCheckResponse } from '@academy/domain/attendance/attendance.schema';
import { api } from '../../../lib/api-client';

/** POST /api/desk/break: 외출 or 복귀 by desk number. */
export function deskBreak(body: DeskCheckBody): Promise<DeskCheckResponse> {
  return api.post<DeskCheckResponse>('/api/desk/break', body, { silent: true });
}
