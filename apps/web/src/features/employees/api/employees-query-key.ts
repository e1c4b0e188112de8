/**
 * Every query of the employees area starts with this key, so one invalidation refreshes the
 * academy's staff, invitations, permissions and history after any change.
 */
export const employeesQueryKey = (instId: string) => ['employees', instId] as const;
