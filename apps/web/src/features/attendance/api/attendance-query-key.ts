/**
 * Every query of the attendance area starts with this key, so one invalidation refreshes the
 * academy's sheets, day lists and histories after a save.
 */
export const attendanceQueryKey = (instId: string) => ['attendance', instId] as const;
