import type { InstDetailResponse } from '@academy/domain/institute/institute.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCommon } from '../../../store/common-slice';
import { store } from '../../../store/store';
import { INST_ID, meWith } from '../../../test/fixtures';
import { type ApiHandler, fail, mockApi, ok } from '../../../test/mock-api';
import { landing, resetModals } from '../../../test/render-routes';
import { renderRoutes } from '../testing/render-institute';
import { InstCreatePage } from './inst-create-page';

afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
});
beforeEach(() => {
  store.dispatch(resetCommon());
});

const CREATED: InstDetailResponse = {
  instId: INST_ID,
  instNm: '한빛수학학원',
  instTpCd: 'TUTORING',
  subjects: ['수학', '독서 논술'],
  address: '서울특별시 강남구 테헤란로 123',
  detailAddress: '4층',
  telNo: '0212345678',
  bizRegNo: '124-81-00998',
  logoFileNm: null,
  logoUrl: null,
  regions: ['11'],
  presidentUserId: '11111111-1111-4111-8111-111111111111',
  presidentNm: '김선생',
  createdAt: '2026-11-22T09:00:00.000Z',
  firstUse: {
    desk: 'N',
    learningStatus: 'N',
    notice: 'N',
    feed: 'N',
    student: 'N',
    bill: 'N',
    record: 'N',
    attendance: 'N',
    liveEdu: 'N',
  },
  my: { role: 'DIRECTOR', relationCd: '020', authCd: '000', isPresident: true, canEdit: true },
};

const MEMBER = {
  instId: INST_ID,
  instNm: '한빛수학학원',
  relationCd: '020' as const,
  role: 'DIRECTOR' as const,
  authCd: '000',
};

function renderCreate(post: ApiHandler) {
  let created = false;
  const api = mockApi({
    'GET /api/auth/me': () => ok(meWith(created ? [MEMBER] : [])),
    'POST /api/insts': async (call) => {
      const answer = await post(call);
      if ((answer.status ?? 200) === 200) created = true;
      return answer;
    },
    'GET /api/me/insts': () => ok({ insts: [], pendingRequests: [] }),
    [`GET /api/insts/${INST_ID}`]: () => ok(CREATED),
  });
  const view = renderRoutes(
    [{ path: '/instCreateTF', element: <InstCreatePage /> }, landing('/instCreateDoneTF', '학원 만들기 완료 화면')],
    '/instCreateTF',
  );
  return { api, ...view };
}

describe('instCreateTF', () => {
  it('shows the domain’s Korean messages under each field and sends nothing', async () => {
    const user = userEvent.setup();
    const { api } = renderCreate(() => ok(CREATED));
    await user.click(await screen.findByRole('button', { name: '학원 만들기' }));

    expect(await screen.findByText('학원명을 입력해 주세요')).toBeInTheDocument();
    expect(screen.getByText('과목을 선택해 주세요')).toBeInTheDocument();
    expect(screen.getByText('주소를 입력해 주세요')).toBeInTheDocument();
    expect(screen.getByText('전화번호를 입력해 주세요')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /학원명/ })).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByRole('textbox', { name: /전화번호/ }), '1234');
    await user.type(screen.getByRole('textbox', { name: '사업자등록번호' }), '123-45-67890');
    await user.click(screen.getByRole('button', { name: '학원 만들기' }));
    expect(await screen.findByText('전화번호 형식이 올바르지 않습니다. 다시 입력해 주세요.')).toBeInTheDocument();
    expect(screen.getByText('사업자등록번호 형식이 올바르지 않습니다. 다시 입력해 주세요.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/insts')).toHaveLength(0);
  });

  it('opens the academy with what was typed, makes it the current one and moves on', async () => {
    const user = userEvent.setup();
    const { api, router } = renderCreate(() => ok(CREATED));
    await user.type(await screen.findByRole('textbox', { name: /학원명/ }), '한빛수학학원');
    await user.click(screen.getByRole('radio', { name: '교습소' }));
    const subjects = within(screen.getByRole('group', { name: /과목/ }));
    await user.click(subjects.getByRole('button', { name: '수학' }));
    await user.type(subjects.getByRole('textbox', { name: '과목 직접 입력' }), '독서 논술{Enter}');
    expect(subjects.getByText('2/10개 선택')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^주소/ }), '서울특별시 강남구 테헤란로 123');
    await user.type(screen.getByRole('textbox', { name: '상세 주소' }), '4층');
    await user.type(screen.getByRole('textbox', { name: /전화번호/ }), '02-1234-5678');
    await user.type(screen.getByRole('textbox', { name: '사업자등록번호' }), '124-81-00998');
    await user.click(screen.getByRole('button', { name: '학원 만들기' }));

    expect(await screen.findByText('학원 만들기 완료 화면')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?instId=${INST_ID}`);
    expect(api.callsTo('POST /api/insts')[0]?.body).toEqual({
      instNm: '한빛수학학원',
      instTpCd: 'TUTORING',
      subjects: ['수학', '독서 논술'],
      address: '서울특별시 강남구 테헤란로 123',
      detailAddress: '4층',
      telNo: '0212345678',
      bizRegNo: '1248100998',
    });
    await waitFor(() =>
      expect(store.getState().common).toMatchObject({ instId: INST_ID, instNm: '한빛수학학원', relationCd: ['020'] }),
    );
  });

  it('stops at 10 subjects with the domain message', async () => {
    const user = userEvent.setup();
    renderCreate(() => ok(CREATED));
    const subjects = within(await screen.findByRole('group', { name: /과목/ }));
    for (const name of ['국어', '영어', '수학', '과학', '사회', '논술', '코딩', '음악', '미술', '체육']) {
      await user.click(subjects.getByRole('button', { name }));
    }
    expect(subjects.getByText('10/10개 선택')).toBeInTheDocument();
    expect(subjects.getByText('과목은 최대 10개까지 선택할 수 있습니다.')).toBeInTheDocument();
    expect(subjects.getByRole('textbox', { name: '과목 직접 입력' })).toBeDisabled();
  });

  it('puts the server’s field errors under their fields', async () => {
    const user = userEvent.setup();
    const { api } = renderCreate(() =>
      fail(400, 'VALIDATION_FAILED', '입력한 내용을 다시 확인해 주세요.', {
        instNm: '학원명은 50자 이하로 입력해 주세요.',
      }),
    );
    await user.type(await screen.findByRole('textbox', { name: /학원명/ }), '새학원');
    await user.click(within(screen.getByRole('group', { name: /과목/ })).getByRole('button', { name: '영어' }));
    await user.type(screen.getByRole('textbox', { name: /^주소/ }), '부산 해운대구');
    await user.type(screen.getByRole('textbox', { name: /전화번호/ }), '0511234567');
    await user.click(screen.getByRole('button', { name: '학원 만들기' }));
    expect(await screen.findByText('학원명은 50자 이하로 입력해 주세요.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /학원명/ })).toHaveFocus();
    expect(api.callsTo('POST /api/insts')).toHaveLength(1);
    expect(screen.queryByText('학원 만들기 완료 화면')).toBeNull();
  });
});
