import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { useObservability } from '../lib/observability/use-observability';
import { useMe } from '../lib/session/get-me';
import { AppErrorBoundary } from './fallback/app-error-boundary';
import { ModalHost } from './hosts/modal-host';
import { ToastHost } from './hosts/toast-host';
import { MaintenanceGate } from './maintenance/maintenance-gate';
import { Providers } from './providers';
import { PushPopup } from './push/push-popup';
import { createAppQueryClient } from './query-client';
import { createAppRouter } from './router';
import { getPublicConfigQueryOptions } from './system/get-public-config';

const queryClient = createAppQueryClient();

/** Created once the maintenance gate lets the visitor in, so no screen loads behind the maintenance page. */
function AppRouter() {
  const [router] = useState(() => createAppRouter({ queryClient }));
  return <RouterProvider router={router} />;
}

/** Error reporting and analytics as the server's configuration asks (lib/observability); nothing without it. */
function Observability() {
  const { data: config } = useQuery(getPublicConfigQueryOptions());
  const { data: me, status } = useMe();
  useObservability(config, status === 'pending' ? undefined : (me?.user.userId ?? null));
  return null;
}

export function App() {
  return (
    <AppErrorBoundary>
      <Providers queryClient={queryClient}>
        <Observability />
        <MaintenanceGate>
          <AppRouter />
          <ModalHost />
          <ToastHost />
          <PushPopup />
        </MaintenanceGate>
      </Providers>
    </AppErrorBoundary>
  );
}
