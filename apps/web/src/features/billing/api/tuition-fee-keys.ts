/** Every query of the books screens starts with this key (they are read-only: nothing invalidates them but time). */
export const booksQueryKey = (instId: string) => ['books', instId] as const;

/** The base path of an academy's books. */
export const booksPath = (instId: string) => `/api/insts/${encodeURIComponent(instId)}/books`;
