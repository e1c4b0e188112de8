import type { IdentityPurpose } from '@academy/domain/identity/identity.constants';
import type { StartVerificationResponse } from '@academy/domain/identity/identity.schema';
import { api } from '../api-client';

/** The sandbox verification page (SPEC §2 JoinCertiKCB). */
export const SANDBOX_VERIFICATION_PATH = '/v3/JoinCertiKCB';
/** Where every verification returns; it hands the result to `next`. */
export const VERIFICATION_RESULT_PATH = '/certiResult';

/**
 * Starts an identity verification (본인확인) for `purpose` and sends the browser to it. When it
 * finishes, the browser lands on `/certiResult?transId=…&purpose=…&next=…`, and the result page
 * forwards to `next` with `transId` added, where the screen that asked uses it (sign-up, find id,
 * phone change …). `next` is a path on this site.
 */
export async function startIdentityVerification(
  purpose: IdentityPurpose,
  next: string,
  navigate: (to: string) => void = (to) => window.location.assign(to),
): Promise<string> {
  const returnUrl = `${VERIFICATION_RESULT_PATH}?${new URLSearchParams({ purpose, next })}`;
  const started = await api.post<StartVerificationResponse>('/api/identity/verifications', { purpose, returnUrl });
  if (started.next.kind === 'redirect') navigate(started.next.url);
  else navigate(`${SANDBOX_VERIFICATION_PATH}?${new URLSearchParams({ transId: started.transId })}`);
  return started.transId;
}

/** `next` with the finished verification's transId added (what /certiResult forwards to). */
export function withTransId(next: string, transId: string): string {
  const url = new URL(next, 'http://local');
  url.searchParams.set('transId', transId);
  return `${url.pathname}${url.search}${url.hash}`;
}
