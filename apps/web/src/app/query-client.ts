import { QueryClient } from '@tanstack/react-query';

/** Server data lives here, never in the Redux session groups. Queries are not retried (SPEC §7). */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false },
      mutations: { retry: false },
    },
  });
}
