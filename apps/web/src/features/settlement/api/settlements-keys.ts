/** Every query of 정산 내역 starts with this key: one invalidation refreshes every month. */
export const settlementsQueryKey = (instId: string) => ['settlements', instId] as const;

export const settlementsPath = (instId: string) => `/api/insts/${encodeURIComponent(instId)}/settlements`;
