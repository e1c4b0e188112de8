import type { BlocksResponse, ChatSettingsView, QuietHoursView } from '@academy/domain/chat/chat.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { chatKeys, chatPath } from './chat-keys';

/** GET/PUT /api/insts/:instId/chat/quiet-hours: a staff member's own quiet hours. */
export const getQuietHours = (instId: string, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<QuietHoursView>(`${chatPath(instId)}/quiet-hours`, { signal, silent: true });
export const putQuietHours = (instId: string, body: QuietHoursView) =>
  api.put<QuietHoursView>(`${chatPath(instId)}/quiet-hours`, body, { silent: true });

/** GET/PUT /api/insts/:instId/chat/settings: the academy's chat settings (PUT by the director). */
export const getChatSettings = (instId: string, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<ChatSettingsView>(`${chatPath(instId)}/settings`, { signal, silent: true });
export const putChatSettings = (instId: string, body: ChatSettingsView) =>
  api.put<ChatSettingsView>(`${chatPath(instId)}/settings`, body, { silent: true });

/** GET /api/insts/:instId/chat/blocks: the people the caller blocked. */
export const getBlocks = (instId: string, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<BlocksResponse>(`${chatPath(instId)}/blocks`, { signal, silent: true });

export const useQuietHours = (instId: string, enabled = true) =>
  useQuery({
    queryKey: chatKeys.quietHours(instId),
    queryFn: ({ signal }) => getQuietHours(instId, { signal }),
    enabled,
  });

export const useChatSettings = (instId: string) =>
  useQuery({ queryKey: chatKeys.settings(instId), queryFn: ({ signal }) => getChatSettings(instId, { signal }) });

export const useBlocks = (instId: string) =>
  useQuery({ queryKey: chatKeys.blocks(instId), queryFn: ({ signal }) => getBlocks(instId, { signal }) });

export function usePutQuietHours(instId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuietHoursView) => putQuietHours(instId, body),
    onSuccess: (saved) => queryClient.setQueryData(chatKeys.quietHours(instId), saved),
  });
}

export function usePutChatSettings(instId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChatSettingsView) => putChatSettings(instId, body),
    onSuccess: (saved) => queryClient.setQueryData(chatKeys.settings(instId), saved),
  });
}
