import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { PushBridge } from '../lib/notifications/push-bridge';
import { useObservability } from '../lib/observability/use-observability';
import { useMe } from '../lib/session/get-me';
import { AppErrorBoundary } from './fallback/app-error-boundary';
import { ModalHost } from './hosts/modal-host';
import { ToastHost } from './hosts/toast-host';
import { MaintenanceGate } from './maintenance/maintenance-gate';
import { Providers } from './providers';
import { PushPopup } from './push/push-popup';
import { createAppQueryClient } from './query-client';
import { createAppRouter, preloadScreenCode } from './router';
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

/** Runs `task` once the browser has painted the frame being prepared (the next frame's timer). */
function afterNextPaint(task: () => void): () => void {
  let timer: number | undefined;
  const frame = window.requestAnimationFrame(() => {
    timer = window.setTimeout(task, 0);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}

export function App() {
  // Once the loading state is on screen, the first screen's code downloads beside the start-up calls
  // (maintenance status, who is signed in) instead of after them, without holding up that first paint.
  useEffect(() => {
    const opened = window.location.pathname;
    return afterNextPaint(() => preloadScreenCode(opened));
  }, []);
  return (
    <AppErrorBoundary>
      <Providers queryClient={queryClient}>
        <Observability />
        <MaintenanceGate>
          <AppRouter />
          <ModalHost />
          <ToastHost />
          <PushPopup />
          <PushBridge />
        </MaintenanceGate>
      </Providers>
    </AppErrorBoundary>
  );
}
