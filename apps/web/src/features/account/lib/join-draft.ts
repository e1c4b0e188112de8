import type { SocialProviderName } from '@academy/domain/account/account.schema';
import { socialProfilePreview, socialProviderSchema } from '@academy/domain/account/account.schema';
import { RELATION_TYPES } from '@academy/domain/account/family.schema';
import {
  type ConsentKey,
  type ConsentState,
  consentReducer,
  INITIAL_CONSENTS,
} from '@academy/domain/signup/signup.consent';
import type { SignupConsents } from '@academy/domain/signup/signup.schema';
import { useMemo } from 'react';
import { z } from 'zod';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { type JoinState, patchJoin } from '../../../store/join-slice';
import type { AppDispatch, RootState } from '../../../store/store';

/**
 * The parts of the sign-up draft the SPEC §3 `join` group has no field of its own for, kept in its
 * free-form `authInfo`: every consent, the path (the member themself, or a guardian for a child
 * under 14), the guardian's relation, and a social log-in waiting for verification. Read back with
 * a schema, so a stale or foreign value in session storage is simply ignored.
 */
const joinExtrasSchema = z.object({
  consents: z
    .object({
      age14: z.boolean(),
      useTerms: z.boolean(),
      personalInfo: z.boolean(),
      marketing: z.boolean(),
      night: z.boolean(),
    })
    .optional(),
  path: z.enum(['self', 'guardian']).optional(),
  relationType: z.enum(RELATION_TYPES).optional(),
  social: z
    .object({
      provider: socialProviderSchema,
      socialToken: z.string(),
      profile: socialProfilePreview,
    })
    .optional(),
});

export type JoinExtras = z.infer<typeof joinExtrasSchema>;
export type JoinPath = NonNullable<JoinExtras['path']>;
export type SavedConsents = NonNullable<JoinExtras['consents']>;
export type PendingSocial = NonNullable<JoinExtras['social']> & { provider: SocialProviderName };

export function readJoinExtras(authInfo: unknown): JoinExtras {
  const parsed = joinExtrasSchema.safeParse(authInfo ?? {});
  return parsed.success ? parsed.data : {};
}

/** The consent boxes as they were saved (the all box recomputed by the domain reducer). */
export function consentStateOf(saved: SavedConsents | undefined): ConsentState {
  if (!saved) return INITIAL_CONSENTS;
  return (Object.keys(saved) as ConsentKey[]).reduce(
    (state, key) => consentReducer(state, { type: 'set', key, checked: saved[key] }),
    INITIAL_CONSENTS,
  );
}

export function savedConsentsOf(state: ConsentState): SavedConsents {
  return {
    age14: state.age14,
    useTerms: state.useTerms,
    personalInfo: state.personalInfo,
    marketing: state.marketing,
    night: state.night,
  };
}

/** The consents as a request carries them, or null while a required one is missing. */
export function requestConsentsOf(saved: SavedConsents | undefined): SignupConsents | null {
  if (!saved?.age14 || !saved.useTerms || !saved.personalInfo) return null;
  return { age14: true, useTerms: true, personalInfo: true, marketing: saved.marketing, night: saved.night };
}

/** Merges into `authInfo` from the store's latest state (two quick patches never undo each other). */
export const patchJoinExtras = (patch: Partial<JoinExtras>) => (dispatch: AppDispatch, getState: () => RootState) => {
  const current = readJoinExtras(getState().join.authInfo);
  dispatch(patchJoin({ authInfo: { ...current, ...patch } }));
};

/** The sign-up draft and its extras, with setters. */
export function useJoinDraft() {
  const join = useAppSelector((state) => state.join);
  const dispatch = useAppDispatch();
  const extras = useMemo(() => readJoinExtras(join.authInfo), [join.authInfo]);
  return {
    join,
    extras,
    patch: (fields: Partial<JoinState>) => dispatch(patchJoin(fields)),
    patchExtras: (patch: Partial<JoinExtras>) => dispatch(patchJoinExtras(patch)),
  };
}
