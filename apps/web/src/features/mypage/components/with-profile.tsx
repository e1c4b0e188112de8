import type { ProfileResponse } from '@academy/domain/account/account.schema';
import type { ReactNode } from 'react';
import { useProfile } from '../api/get-profile';
import { LoadFailed, Loading } from './require-sign-in';

/** Shows `children` with the signed-in person's profile, once it has loaded. */
export function WithProfile({ children }: { children: (profile: ProfileResponse) => ReactNode }) {
  const profile = useProfile();
  if (profile.isPending) return <Loading />;
  if (profile.isError) return <LoadFailed onRetry={() => void profile.refetch()} />;
  return children(profile.data);
}
