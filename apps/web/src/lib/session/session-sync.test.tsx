import type { MeResponse } from '@academy/domain/account/account.schema';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppQueryClient } from '../../app/query-client';
import { initialCommonState, patchCommon } from '../../store/common-slice';
import { patchJoin } from '../../store/join-slice';
import { sessionReset } from '../../store/session-group';
import { store } from '../../store/store';
import { getMeQueryOptions } from './get-me';
import { commonPatchFromMe, sessionFieldsFromMe } from './session-common';
import { SessionSync } from './session-sync';

function me(overrides: Partial<MeResponse> = {}): MeResponse {
  return {
    user: {
      userId: 'parent-1',
      userInputId: 'parent',
      userNm: '최학부모',
      userNickNm: null,
      mobileNo: null,
      email: null,
      profileFileNm: 'default01.png',
      birthdate: null,
      genderCd: null,
      loginMethods: ['password'],
      marketingConsent: false,
      nightReceiveConsent: false,
    },
    memberships: [
      { instId: 'inst-a', instNm: '한빛수학학원', relationCd: null, role: 'PARENT', authCd: null },
      { instId: 'inst-b', instNm: '푸른영어학원', relationCd: '030', role: 'MANAGER', authCd: '000' },
    ],
    children: [
      { userId: 'child-1', userNm: '최민준', relationType: '어머니' },
      { userId: 'child-2', userNm: '최서연', relationType: '어머니' },
    ],
    guardians: [],
    csrfToken: 'csrf',
    ...overrides,
  };
}

describe('sessionFieldsFromMe', () => {
  it('takes the first academy and child when nothing is chosen yet; a parent has no relation code', () => {
    expect(sessionFieldsFromMe(me(), { instId: null, childUserId: null })).toEqual({
      userId: 'parent-1',
      instId: 'inst-a',
      instNm: '한빛수학학원',
      relationCd: [],
      childUserId: 'child-1',
    });
  });

  it('keeps a chosen academy and child that are still theirs, with the code held there', () => {
    expect(sessionFieldsFromMe(me(), { instId: 'inst-b', childUserId: 'child-2' })).toEqual({
      userId: 'parent-1',
      instId: 'inst-b',
      instNm: '푸른영어학원',
      relationCd: ['030'],
      childUserId: 'child-2',
    });
  });

  it('replaces a choice that is no longer valid, and empties what the user does not have', () => {
    expect(sessionFieldsFromMe(me(), { instId: 'gone', childUserId: 'gone' })).toMatchObject({
      instId: 'inst-a',
      childUserId: 'child-1',
    });
    expect(sessionFieldsFromMe(me({ memberships: [], children: [] }), { instId: 'inst-a', childUserId: 'x' })).toEqual({
      userId: 'parent-1',
      instId: null,
      instNm: null,
      relationCd: [],
      childUserId: null,
    });
  });

  it('reports only what changed (nothing once in step)', () => {
    const synced = { ...initialCommonState, ...sessionFieldsFromMe(me(), initialCommonState) };
    expect(commonPatchFromMe(me(), synced)).toBeNull();
    expect(commonPatchFromMe(me(), { ...synced, childUserId: 'gone' })).toEqual({ childUserId: 'child-1' });
  });
});

describe('SessionSync', () => {
  beforeEach(() => {
    store.dispatch(sessionReset());
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ code: 'UNAUTHENTICATED', message: '' }), { status: 401 })),
    );
  });

  afterEach(() => vi.unstubAllGlobals());

  function mount(initial: MeResponse | null) {
    const queryClient = createAppQueryClient();
    queryClient.setQueryData(getMeQueryOptions().queryKey, initial);
    render(
      <Provider store={store}>
        <QueryClientProvider client={queryClient}>
          <SessionSync />
        </QueryClientProvider>
      </Provider>,
    );
    return queryClient;
  }

  it('copies the signed-in user into the common group and follows a choice made elsewhere', async () => {
    mount(me());
    await waitFor(() => expect(store.getState().common.userId).toBe('parent-1'));
    expect(store.getState().common).toMatchObject({ instId: 'inst-a', instNm: '한빛수학학원', childUserId: 'child-1' });

    act(() => {
      store.dispatch(patchCommon({ instId: 'inst-b', childUserId: 'child-2' }));
    });
    await waitFor(() => expect(store.getState().common.relationCd).toEqual(['030']));
    expect(store.getState().common).toMatchObject({ instNm: '푸른영어학원', childUserId: 'child-2' });
  });

  it('clears every session group when the session ends', async () => {
    const queryClient = mount(me());
    await waitFor(() => expect(store.getState().common.userId).toBe('parent-1'));
    act(() => {
      store.dispatch(patchJoin({ userNm: '남은 초안' }));
      queryClient.setQueryData(getMeQueryOptions().queryKey, null);
    });
    await waitFor(() => expect(store.getState().common.userId).toBeNull());
    expect(store.getState().common).toEqual(initialCommonState);
    expect(store.getState().join.userNm).toBe('');
  });

  it('starts the common group afresh when another user signs in', async () => {
    const queryClient = mount(me());
    await waitFor(() => expect(store.getState().common.childUserId).toBe('child-1'));
    act(() => {
      store.dispatch(patchCommon({ classId: 'class-9' }));
      queryClient.setQueryData(
        getMeQueryOptions().queryKey,
        me({
          user: { ...me().user, userId: 'teacher-2', userNm: '박강사' },
          memberships: [{ instId: 'inst-c', instNm: '새학원', relationCd: '050', role: 'TEACHER', authCd: null }],
          children: [],
        }),
      );
    });
    await waitFor(() => expect(store.getState().common.userId).toBe('teacher-2'));
    expect(store.getState().common).toMatchObject({
      instId: 'inst-c',
      relationCd: ['050'],
      childUserId: null,
      classId: null,
    });
  });

  it('leaves a visitor’s drafts alone', async () => {
    store.dispatch(patchJoin({ userNm: '가입 중' }));
    mount(null);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(store.getState().join.userNm).toBe('가입 중');
    expect(store.getState().common.userId).toBeNull();
  });
});
