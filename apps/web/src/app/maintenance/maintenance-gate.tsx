import type { InspectionStatusResponse } from '@academy/domain/system/system.schema';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue, useEffect } from 'react';
import { resolveClientIp } from '../../lib/client-ip';
import { useAppDispatch } from '../../store/hooks';
import { clientIpResolved } from '../../store/inspection-slice';
import { PageLoading } from '../page-loading';
import { getInspectionStatus, getInspectionStatusQueryOptions } from './get-inspection-status';
import { MaintenancePage } from './maintenance-page';

export type MaintenanceGateProps = {
  children: ReactNode;
  /** Injectable for tests; defaults to GET /api/system/inspection. */
  loadStatus?: (signal?: AbortSignal) => Promise<InspectionStatusResponse>;
  /** Injectable for tests; defaults to our endpoint, then the public lookup services. */
  findClientIp?: () => Promise<string | null>;
};

/** SPEC §4: during the maintenance window a non-internal visitor sees only the maintenance page. */
export function shouldShowMaintenance(status: InspectionStatusResponse | undefined): boolean {
  return status?.inspecting === true && !status.isInternalUser;
}

/**
 * Around everything: checks the maintenance status on start (and periodically), and finds the
 * visitor's public IP into `inspection.clientIp`. If the status cannot be read, the app opens normally.
 */
export function MaintenanceGate({
  children,
  loadStatus = getInspectionStatus,
  findClientIp = resolveClientIp,
}: MaintenanceGateProps) {
  const dispatch = useAppDispatch();
  const status = useQuery(getInspectionStatusQueryOptions(loadStatus));

  useEffect(() => {
    let active = true;
    void findClientIp().then((ip) => {
      if (active && ip) dispatch(clientIpResolved(ip));
    });
    return () => {
      active = false;
    };
  }, [dispatch, findClientIp]);

  useEffect(() => {
    if (status.error) console.warn('[maintenance] status unavailable; opening the app', status.error);
  }, [status.error]);

  // What the answer opens — the whole app, usually — renders at transition priority, yielding to the
  // browser between components instead of in one long task (decision 0044); until then, the loading state.
  const shown = useDeferredValue(
    status.isPending ? 'loading' : shouldShowMaintenance(status.data) ? 'maintenance' : 'app',
  );
  if (shown === 'loading') return <PageLoading />;
  if (shown === 'maintenance') {
    return (
      <MaintenancePage
        start={status.data?.start ?? null}
        end={status.data?.end ?? null}
        onRetry={() => void status.refetch()}
        retrying={status.isFetching}
      />
    );
  }
  return children;
}
