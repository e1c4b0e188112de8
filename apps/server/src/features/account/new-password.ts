import { PASSWORD_HAS_LOGIN_ID_MESSAGE, passwordContainsLoginId } from '@academy/domain/account/account.rules';
import { AppError } from '../../platform/errors/app-error';

/**
 * A new password may not hold the account's login id (the sign-up form's schema checks its own id;
 * a reset or a change checks the stored one here), answered like the schema's field error.
 */
export function refusePasswordWithLoginId(password: string, loginId: string | null): void {
  if (loginId && passwordContainsLoginId(password, loginId)) {
    throw new AppError('VALIDATION_FAILED', undefined, { pw: PASSWORD_HAS_LOGIN_ID_MESSAGE });
  }
}
