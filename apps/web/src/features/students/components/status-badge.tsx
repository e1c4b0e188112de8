import { STUDENT_STATUS_LABELS, type StudentStatus } from '@academy/domain/students/students.rules';
import { Badge, type BadgeTone } from '../../../ui/badge/badge';

const TONE: Record<StudentStatus, BadgeTone> = { enrolled: 'primary', paused: 'yellow', left: 'neutral' };

/** 재원 (green) · 휴원 (yellow) · 퇴원 (grey). */
export function StatusBadge({ status }: { status: StudentStatus }) {
  return <Badge tone={TONE[status]}>{STUDENT_STATUS_LABELS[status]}</Badge>;
}
