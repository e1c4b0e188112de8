import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppErrorBoundary } from './fallback/app-error-boundary';
import { ModalHost } from './hosts/modal-host';
import { ToastHost } from './hosts/toast-host';
import { MaintenanceGate } from './maintenance/maintenance-gate';
import { Providers } from './providers';
import { PushPopup } from './push/push-popup';
import { createAppQueryClient } from './query-client';
import { createAppRouter } from './router';

const queryClient = createAppQueryClient();

/** Created once the maintenance gate lets the visitor in, so no screen loads behind the maintenance page. */
function AppRouter() {
  const [router] = useState(() => createAppRouter({ queryClient }));
  return <RouterProvider router={router} />;
}

export function App() {
  return (
    <AppErrorBoundary>
      <Providers queryClient={queryClient}>
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
