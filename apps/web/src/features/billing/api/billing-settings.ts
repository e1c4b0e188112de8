import type { BillingSettings } from '@academy/domain/billing/billing-settings.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { billsQueryKey } from './bills-keys';

const settingsPath = (instId: string) => `/api/insts/${encodeURIComponent(instId)}/billing/settings`;
const settingsKey = (instId: string) => [...billsQueryKey(instId), 'settings'] as const;

/** GET /api/insts/:instId/billing/settings: automatic issue on or off, how many days before, at what hour. */
export function getBillingSettings(instId: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<BillingSettings>(settingsPath(instId), { signal, silent: true });
}

export const billingSettingsQueryOptions = (instId: string) =>
  queryOptions({ queryKey: settingsKey(instId), queryFn: ({ signal }) => getBillingSettings(instId, { signal }) });

export const useBillingSettings = (instId: string) => useQuery(billingSettingsQueryOptions(instId));

/** PUT /api/insts/:instId/billing/settings: saved whole. */
export function saveBillingSettings(instId: string, body: BillingSettings): Promise<BillingSettings> {
  return api.put<BillingSettings>(settingsPath(instId), body);
}

export function useSaveBillingSettings(instId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BillingSettings) => saveBillingSettings(instId, body),
    onSuccess: (saved) => queryClient.setQueryData(settingsKey(instId), saved),
  });
}
