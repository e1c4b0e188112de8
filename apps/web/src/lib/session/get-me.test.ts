import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIRECTOR_ME } from '../../test/fixtures';
import { fail, mockApi, ok } from '../../test/mock-api';
import { isApiError } from '../api-client';
import { getMe, holdsSession, useMe } from './get-me';

function renderUseMe() {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
  return renderHook(() => useMe(), { wrapper });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('holdsSession', () => {
  it("reads the session's CSRF cookie under its plain and its __Host- name", () => {
    expect(holdsSession('academy_csrf=abc')).toBe(true);
    expect(holdsSession('theme=dark; __Host-academy_csrf=abc')).toBe(true);
    expect(holdsSession('')).toBe(false);
    expect(holdsSession('theme=dark; academy_social_state=xyz')).toBe(false);
  });
});

describe('getMe', () => {
  it("is null for a visitor's browser without asking the server, so no 401 reaches the console", async () => {
    const api = mockApi({});
    expect(document.cookie).not.toContain('academy_csrf');
    await expect(getMe()).resolves.toBeNull();
    expect(api.calls).toEqual([]);
  });

  it('asks the server when the browser holds a session, and checks the answer against the contract', async () => {
    const api = mockApi({ 'GET /api/auth/me': ok(DIRECTOR_ME) });
    await expect(getMe()).resolves.toEqual(DIRECTOR_ME);
    expect(api.callsTo('GET /api/auth/me')).toHaveLength(1);
  });

  it('is null when the session ended on the server (401)', async () => {
    mockApi({ 'GET /api/auth/me': fail(401, 'UNAUTHENTICATED', '로그인이 필요합니다. 다시 로그인해 주세요.') });
    await expect(getMe()).resolves.toBeNull();
  });

  it('refuses an answer outside the contract', async () => {
    mockApi({ 'GET /api/auth/me': ok({ user: { userId: 'not-a-user' } }) });
    const error = await getMe().catch((caught: unknown) => caught);
    expect(isApiError(error) && error.code).toBe('UNEXPECTED_RESPONSE');
  });
});

describe('useMe', () => {
  it("answers nobody from the first render in a visitor's browser: no waiting state to render twice", () => {
    const api = mockApi({});
    const { result } = renderUseMe();
    expect(result.current.status).toBe('success');
    expect(result.current.data).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it('waits for the server in a browser that holds a session', async () => {
    mockApi({ 'GET /api/auth/me': ok(DIRECTOR_ME) });
    const { result } = renderUseMe();
    expect(result.current.status).toBe('pending');
    await waitFor(() => expect(result.current.data).toEqual(DIRECTOR_ME));
  });
});
