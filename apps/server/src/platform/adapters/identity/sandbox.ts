import { createHmac } from 'node:crypto';
import type { Database } from '../../../db/database';
import type { FieldCrypto } from '../../crypto/field-crypto';
import { loadOrCreateKeyFile } from '../../crypto/secret-key';
import { newId } from '../../ids/new-id';
import type { IdentityVerifier, VerifiedPerson } from './identity';

/**
 * The sandbox 본인확인: nothing leaves the machine. `start` opens a transaction whose page is ours
 * (the web app's sandbox verification page, backed by features/identity's sandbox routes, which
 * text a 6-digit code through the messaging adapter and complete the transaction in
 * `identity_verifications`). `result` reads that row back.
 */
export function createSandboxIdentity(db: Database, crypto: FieldCrypto): IdentityVerifier {
  return {
    kind: 'sandbox',
    async start() {
      return { transId: newId(), next: { kind: 'sandbox' } };
    },
    async result(transId) {
      const row = await db
        .selectFrom('identity_verifications')
        .selectAll()
        .where('provider', '=', 'sandbox')
        .where('provider_tx_id', '=', transId)
        .executeTakeFirst();
      if (!row) return { status: 'failed' };
      if (row.status !== 'completed') return { status: row.status };
      if (!row.ci_enc || !row.di_enc || !row.user_nm || !row.birthdate || !row.gender_cd) return { status: 'failed' };
      return {
        status: 'completed',
        identity: {
          ci: crypto.decrypt(row.ci_enc, 'ci'),
          di: crypto.decrypt(row.di_enc, 'di'),
          name: row.user_nm,
          birthdate: row.birthdate,
          genderCd: row.gender_cd,
          mobileNo: row.mobile_no,
          carrier: row.carrier,
        },
      };
    },
  };
}

/** The file in DATA_DIR holding the sandbox's CI/DI key: random per data directory, mode 600. */
export const SANDBOX_IDENTITY_KEY_FILE = 'sandbox-identity.key';

const keysByDataDir = new Map<string, Buffer>();

/**
 * The key the sandbox derives CI/DI with: created at random on first use in `<dataDir>/sandbox-identity.key`
 * and kept, so CI/DI stay the same across restarts of one installation yet nobody can compute
 * another installation's (no key in the repository).
 */
export function sandboxIdentityKey(dataDir: string): Buffer {
  let key = keysByDataDir.get(dataDir);
  if (!key) {
    key = loadOrCreateKeyFile(dataDir, SANDBOX_IDENTITY_KEY_FILE);
    keysByDataDir.set(dataDir, key);
  }
  return key;
}

/**
 * The person the sandbox vouches for. CI and DI are derived (HMAC) from name, birth date and
 * gender, the person's identity, and not from the mobile number or carrier: as with a real
 * provider, the same person verifying again, on any phone, gets the same CI/DI. That is how a
 * duplicate sign-up is caught and how /myPhoneNoChangeTF recognises the owner on a new number.
 * In the sandbox, two people who share name, birth date and gender are therefore one person.
 * `key` is the installation's sandboxIdentityKey.
 * Shaped like real ones: CI 88 characters, DI 64.
 */
export function sandboxPerson(
  input: {
    name: string;
    birthdate: string;
    genderCd: 'M' | 'F';
    mobileNo: string;
    carrier: string;
  },
  key: Buffer,
): VerifiedPerson {
  const name = input.name.normalize('NFC').trim();
  const subject = `${name}|${input.birthdate}|${input.genderCd}`;
  const mac = (label: string) => createHmac('sha512', key).update(`${label}|${subject}`).digest();
  return {
    ci: mac('ci').toString('base64'),
    di: mac('di').toString('base64').slice(0, 64),
    name,
    birthdate: input.birthdate,
    genderCd: input.genderCd,
    mobileNo: input.mobileNo,
    carrier: input.carrier,
  };
}
