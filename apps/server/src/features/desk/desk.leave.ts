import type { DeskStatusResponse, DeskUnlockBody } from '@academy/domain/attendance/attendance.schema';
import { checkAccountPassword } from '../../platform/auth/password-check';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors/app-error';
import { findDevice, leavingStaffPasswords, revokeDevice } from './desk.device';
import { deskStatus } from './desk.service';

/**
 * POST /api/desk/leave: takes this browser out of kiosk mode. The unlocked desk keeps everyone on the
 * kiosk screen; only a staff password lets it go — the password of whoever unlocked it, or of the
 * staff member signed in on it. The device is locked (its cookie no longer works) in the same step,
 * so the next person finds the desk closed, never a staff screen.
 */
export async function leaveDesk(
  ctx: AppContext,
  token: string | undefined,
  signedInUserId: string | undefined,
  body: DeskUnlockBody & { client: string },
): Promise<DeskStatusResponse> {
  const now = ctx.clock.now();
  const device = await findDevice(ctx.db, token, now);
  if (!device) throw new AppError('DESK_LOCKED');
  // Each staff account whose password may let the desk go counts the guess toward its own lock.
  const staff = await leavingStaffPasswords(ctx.db, device, signedInUserId);
  for (const { userId, passwordHash } of staff) {
    if (await checkAccountPassword(ctx, { userId, passwordHash, password: body.password, client: body.client })) {
      await revokeDevice(ctx.db, device, now);
      return deskStatus(undefined);
    }
  }
  throw new AppError('WRONG_PASSWORD');
}
