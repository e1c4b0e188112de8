import type { Executor } from '../../db/database';
import type { SocialProvider } from '../../platform/adapters/social/social';

export async function insertCode(
  db: Executor,
  values: {
    codeHash: string;
    provider: SocialProvider;
    redirectUri: string;
    codeChallenge: string | null;
    profile: object;
    expiresAt: Date;
    createdAt: Date;
  },
): Promise<void> {
  await db
    .insertInto('dev_oauth_codes')
    .values({
      code_hash: values.codeHash,
      provider: values.provider,
      redirect_uri: values.redirectUri,
      code_challenge: values.codeChallenge,
      profile: JSON.stringify(values.profile),
      expires_at: values.expiresAt,
      created_at: values.createdAt,
    })
    .execute();
}
