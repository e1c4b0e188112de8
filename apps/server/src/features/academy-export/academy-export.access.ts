import type { MemberRule } from '@academy/domain/access/access.rules';

/**
 * Who may export the whole academy (docs/access-matrix.md `## academy-export`,
 * docs/decisions/0040-academy-export.md): the director only. The file holds every person's data the
 * academy keeps — staff, students, guardians, attendance, the change history — so it is the
 * academy's owner who takes it, not staff holding one area's code. Another academy's director, and
 * another academy's export ids, get 404.
 */
export const ACADEMY_EXPORT_ACCESS = {
  export: { staff: 'director' },
} as const satisfies Record<string, MemberRule>;
