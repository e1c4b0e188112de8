import type {
  SandboxCodeBody,
  SandboxConfirmBody,
  SandboxConfirmResponse,
} from '@academy/domain/identity/identity.schema';
import { api } from '../../../lib/api-client';

const base = (transId: string) => `/api/identity/sandbox/${encodeURIComponent(transId)}`;

/** POST /api/identity/sandbox/:transId/code: a 6-digit code to the sandbox outbox (/dev/outbox). */
export function sendSandboxCode(transId: string, body: SandboxCodeBody): Promise<{ sent: true; expiresAt: string }> {
  return api.post<{ sent: true; expiresAt: string }>(`${base(transId)}/code`, body);
}

/** POST /api/identity/sandbox/:transId/confirm: completes the verification; where to go next. */
export function confirmSandboxCode(transId: string, body: SandboxConfirmBody): Promise<SandboxConfirmResponse> {
  return api.post<SandboxConfirmResponse>(`${base(transId)}/confirm`, body);
}
