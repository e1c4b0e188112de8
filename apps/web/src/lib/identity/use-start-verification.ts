import type { IdentityPurpose } from '@academy/domain/identity/identity.constants';
import { useState } from 'react';
import { startIdentityVerification } from './start-verification';

/**
 * Starts an identity verification from a button: `starting` holds while the browser is sent away;
 * when the start is refused, the button comes back and `onRefused` gets the error.
 */
export function useStartVerification(onRefused: (error: unknown) => void) {
  const [starting, setStarting] = useState(false);
  async function start(purpose: IdentityPurpose, next: string) {
    setStarting(true);
    try {
      await startIdentityVerification(purpose, next);
    } catch (error) {
      setStarting(false);
      onRefused(error);
    }
  }
  return { starting, start };
}
