import { PERM } from '@academy/domain/access/access.permissions';
import type { ChosenAcademy } from '../../../lib/screen/academy-screen';

/**
 * Staff who write notices: a teacher (to her own classes), or the director and managers holding 020.
 * Only hides what the server would refuse; the server checks every call.
 */
export const mayWriteNotices = (inst: Pick<ChosenAcademy, 'isStaff' | 'role' | 'can'>) =>
  inst.isStaff && (inst.role === 'TEACHER' || inst.can(PERM.classes));
