import type { IdentityPurpose } from '@academy/domain/identity/identity.constants';
import { useState } from 'react';
import { useStartVerification } from '../../../lib/identity/use-start-verification';
import { errorMessage } from './api-errors';

/** A verification started from a sign-up or recovery step, its refusal kept as the step's message. */
export function useVerificationStart(purpose: IdentityPurpose, next: string) {
  const [error, setError] = useState<string | null>(null);
  const verification = useStartVerification((failure) => setError(errorMessage(failure)));
  async function start() {
    setError(null);
    await verification.start(purpose, next);
  }
  return { starting: verification.starting, error, start };
}
