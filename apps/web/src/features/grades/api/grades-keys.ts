/**
 * Every query of the grades area starts with this key, so one invalidation after a save, a publish
 * or a deletion refreshes the lists, the test and the students' pages of the academy.
 */
export const gradesQueryKey = (instId: string) => ['grades', instId] as const;

/** `/api/insts/:instId/grades` and what follows it. */
export const gradesPath = (instId: string, ...rest: string[]) =>
  [`/api/insts/${encodeURIComponent(instId)}/grades`, ...rest.map(encodeURIComponent)].join('/');
