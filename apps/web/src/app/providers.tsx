import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { SessionSync } from '../lib/session/session-sync';
import { type AppStore, persistor as appPersistor, store as appStore } from '../store/store';
import { PageLoading } from './page-loading';

export type ProvidersProps = {
  children: ReactNode;
  queryClient: QueryClient;
  store?: AppStore;
  persistor?: Persistor;
};

/**
 * Redux (session groups, rehydrated from session storage before anything renders) and TanStack Query,
 * with the `common` group kept in step with the signed-in user (SessionSync).
 */
export function Providers({ children, queryClient, store = appStore, persistor = appPersistor }: ProvidersProps) {
  return (
    <Provider store={store}>
      <PersistGate persistor={persistor} loading={<PageLoading />}>
        <QueryClientProvider client={queryClient}>
          <SessionSync />
          {children}
        </QueryClientProvider>
      </PersistGate>
    </Provider>
  );
}
