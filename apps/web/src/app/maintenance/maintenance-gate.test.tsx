import type { InspectionStatusResponse } from '@academy/domain/system/system.schema';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { store } from '../../store/store';
import { createAppQueryClient } from '../query-client';
import { MaintenanceGate, shouldShowMaintenance } from './maintenance-gate';

const inWindow = {
  inspecting: true,
  start: '2026-11-21T17:00:00.000Z',
  end: '2026-11-21T21:00:00.000Z',
  clientIp: '203.0.113.7',
} as const;

function renderGate(loadStatus: () => Promise<InspectionStatusResponse>, findClientIp = async () => '203.0.113.7') {
  render(
    <Provider store={store}>
      <QueryClientProvider client={createAppQueryClient()}>
        <MaintenanceGate loadStatus={loadStatus} findClientIp={findClientIp}>
          <h1>학원 홈</h1>
        </MaintenanceGate>
      </QueryClientProvider>
    </Provider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('MaintenanceGate', () => {
  it('shows only the maintenance page to a non-internal visitor inside the window', async () => {
    renderGate(async () => ({ ...inWindow, isInternalUser: false }));
    expect(await screen.findByRole('heading', { level: 1, name: '서비스 점검 중' })).toBeInTheDocument();
    expect(screen.getByText('2026년 11월 22일 (일) 02:00 ~ 06:00')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '학원 홈' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('서비스 점검 중 | 학원ON'));
  });

  it('lets an internal visitor in during the window', async () => {
    renderGate(async () => ({ ...inWindow, isInternalUser: true }));
    expect(await screen.findByRole('heading', { level: 1, name: '학원 홈' })).toBeInTheDocument();
    expect(screen.queryByText('서비스 점검 중')).toBeNull();
  });

  it('lets everyone in outside the window', async () => {
    renderGate(async () => ({ ...inWindow, inspecting: false, isInternalUser: false }));
    expect(await screen.findByRole('heading', { level: 1, name: '학원 홈' })).toBeInTheDocument();
  });

  it('opens the app when the status cannot be read', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderGate(() => Promise.reject(new Error('offline')));
    expect(await screen.findByRole('heading', { level: 1, name: '학원 홈' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
  });

  it('shows a loading state, not the app, until the status is known', async () => {
    let answer: (status: InspectionStatusResponse) => void = () => {};
    renderGate(() => new Promise((resolve) => (answer = resolve)));
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '학원 홈' })).toBeNull();
    answer({ ...inWindow, isInternalUser: false });
    expect(await screen.findByRole('heading', { name: '서비스 점검 중' })).toBeInTheDocument();
  });

  it('stores the client IP it finds as inspection.clientIp', async () => {
    renderGate(
      async () => ({ ...inWindow, inspecting: false, isInternalUser: false }),
      async () => '198.51.100.23',
    );
    await waitFor(() => expect(store.getState().inspection.clientIp).toBe('198.51.100.23'));
  });
});

describe('shouldShowMaintenance', () => {
  it.each([
    [true, false, true],
    [true, true, false],
    [false, false, false],
    [false, true, false],
  ])('inspecting %s, internal %s → %s', (inspecting, isInternalUser, expected) => {
    expect(shouldShowMaintenance({ ...inWindow, inspecting, isInternalUser })).toBe(expected);
  });

  it('is false while the status is unknown', () => {
    expect(shouldShowMaintenance(undefined)).toBe(false);
  });
});
