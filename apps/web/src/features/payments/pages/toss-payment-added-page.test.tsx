import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastHost } from '../../../app/hosts/toast-host';
import { DIRECTOR_ME, INST_ID, INST_NM, meFixture } from '../../../test/fixtures';
import { type ApiAnswer, type ApiCall, fail, mockApi, ok } from '../../../test/mock-api';
import { renderRoutes, resetModals } from '../../../test/render-routes';
import { TossPaymentAddedPage } from './toss-payment-added-page';

afterEach(() => resetModals());

const PATH = `/api/insts/${INST_ID}/payouts/seller`;

const SELLER = {
  businessType: 'INDIVIDUAL_BUSINESS',
  companyName: '한빛수학학원',
  representativeName: '김원장',
  businessRegistrationNumber: '123-45-*****',
  email: 'office@example.com',
  phone: '01012345678',
  bankCode: '088',
  bankName: '신한은행',
  accountNumberMasked: '********6789',
  holderName: '김원장',
  status: 'KYC_REQUIRED',
  statusLabel: '서류 심사(KYC) 필요',
  statusHint: '결제 기관이 사업자 서류를 심사하고 있습니다. 심사가 끝나면 지급이 시작됩니다.',
  registeredAt: '2026-11-27T01:00:00.000Z',
  checkedAt: '2026-11-27T01:00:00.000Z',
};

function renderPage() {
  let seller: unknown = null;
  const api = mockApi({
    'GET /api/auth/me': () => ok(DIRECTOR_ME),
    [`GET ${PATH}`]: () => ok({ seller, provider: 'sandbox' }),
    [`POST ${PATH}`]: () => {
      seller = SELLER;
      return ok({ seller, provider: 'sandbox' });
    },
    [`POST ${PATH}/check`]: () =>
      ok({ seller: { ...SELLER, status: 'APPROVED', statusLabel: '승인 완료' }, provider: 'sandbox' }),
  });
  renderRoutes([{ path: '/v3/TossPaymentAdded', element: <TossPaymentAddedPage /> }], '/v3/TossPaymentAdded', {
    academy: 'demo',
  });
  return api;
}

describe('지급대행 (TossPaymentAdded)', () => {
  it('registers the academy with its account, then shows the KYC status with the account masked and checks it', async () => {
    const user = userEvent.setup();
    const api = renderPage();
    await user.type(await screen.findByRole('textbox', { name: /대표자 이름/ }), '김원장');
    await user.type(screen.getByRole('textbox', { name: /사업자등록번호/ }), '123-45-67890');
    await user.type(screen.getByRole('textbox', { name: /이메일/ }), 'office@example.com');
    await user.type(screen.getByRole('textbox', { name: /연락처/ }), '010-1234-5678');
    await user.selectOptions(screen.getByRole('combobox', { name: /은행/ }), '088');
    await user.type(screen.getByRole('textbox', { name: /계좌번호/ }), '110-123-456789');
    await user.type(screen.getByRole('textbox', { name: /예금주/ }), '김원장');
    await user.click(screen.getByRole('button', { name: '신청하기' }));

    const status = await screen.findByRole('region', { name: '심사 상태' });
    expect(within(status).getByText('서류 심사(KYC) 필요')).toBeInTheDocument();
    expect(screen.getByText('신한은행 ********6789 (김원장)')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      businessType: 'INDIVIDUAL_BUSINESS',
      bankCode: '088',
      accountNumber: '110-123-456789',
    });

    await user.click(within(status).getByRole('button', { name: '심사 상태 확인' }));
    expect(await within(status).findByText('승인 완료')).toBeInTheDocument();
  });

  it('lets the director change the payout account: errors under each field, then a toast and the new masked account', async () => {
    const user = userEvent.setup();
    const answers: ApiAnswer[] = [
      fail(400, 'VALIDATION_FAILED', '입력한 내용을 확인해 주세요.', {
        accountNumber: '계좌번호 형식이 올바르지 않습니다. 다시 입력해 주세요.',
      }),
      fail(409, 'CONFLICT', '지금 등록된 계좌와 같습니다. 바꿀 계좌를 입력해 주세요.'),
      ok({
        seller: { ...SELLER, bankCode: '004', bankName: 'KB국민은행', accountNumberMasked: '**********4321' },
        provider: 'sandbox',
      }),
    ];
    const sent: ApiCall[] = [];
    mockApi({
      'GET /api/auth/me': () => ok(DIRECTOR_ME),
      [`GET ${PATH}`]: () => ok({ seller: SELLER, provider: 'sandbox' }),
      [`PATCH ${PATH}/account`]: (call) => {
        sent.push(call);
        return answers[sent.length - 1] as ApiAnswer;
      },
    });
    renderRoutes([{ path: '/v3/TossPaymentAdded', element: <TossPaymentAddedPage /> }], '/v3/TossPaymentAdded', {
      academy: 'demo',
      extra: <ToastHost />,
    });

    const registered = await screen.findByRole('region', { name: '신청한 내용' });
    await user.click(within(registered).getByRole('button', { name: '지급 계좌 변경' }));
    const dialog = await screen.findByRole('dialog', { name: '지급 계좌 변경' });
    // The registered bank and holder are offered again; the number is never sent back, so it is typed afresh.
    expect(within(dialog).getByRole('combobox', { name: /은행/ })).toHaveValue('088');
    expect(within(dialog).getByRole('textbox', { name: /예금주/ })).toHaveValue('김원장');
    expect(within(dialog).getByRole('textbox', { name: /계좌번호/ })).toHaveValue('');

    await user.type(within(dialog).getByRole('textbox', { name: /계좌번호/ }), '12-34');
    await user.click(within(dialog).getByRole('button', { name: '계좌 바꾸기' }));
    expect(
      await within(dialog).findByText('계좌번호 형식이 올바르지 않습니다. 다시 입력해 주세요.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /계좌번호/ })).toHaveAccessibleDescription(
      /계좌번호 형식이 올바르지 않습니다/,
    );

    await user.click(within(dialog).getByRole('button', { name: '계좌 바꾸기' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '지금 등록된 계좌와 같습니다. 바꿀 계좌를 입력해 주세요.',
    );

    await user.selectOptions(within(dialog).getByRole('combobox', { name: /은행/ }), '004');
    const number = within(dialog).getByRole('textbox', { name: /계좌번호/ });
    await user.clear(number);
    await user.type(number, '123-456-7894321');
    const holder = within(dialog).getByRole('textbox', { name: /예금주/ });
    await user.clear(holder);
    await user.type(holder, '한빛수학학원');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.at(-1)?.body).toEqual({
      bankCode: '004',
      accountNumber: '123-456-7894321',
      holderName: '한빛수학학원',
    });
    expect(sent).toHaveLength(3);
    expect(screen.getByRole('status')).toHaveTextContent(
      '지급 계좌를 KB국민은행 **********4321(으)로 바꿨습니다. 결제 기관의 심사가 다시 진행됩니다.',
    );
    expect(within(registered).getByText('KB국민은행 **********4321 (김원장)')).toBeInTheDocument();
    expect(within(registered).queryByText(/6789/)).not.toBeInTheDocument();
  });

  it('shows neither the account nor its change to anyone but the director', async () => {
    const api = mockApi({
      'GET /api/auth/me': () =>
        ok(
          meFixture(
            {},
            { memberships: [{ instId: INST_ID, instNm: INST_NM, relationCd: '030', role: 'MANAGER', authCd: '000' }] },
          ),
        ),
      [`GET ${PATH}`]: () => ok({ seller: SELLER, provider: 'sandbox' }),
    });
    renderRoutes([{ path: '/v3/TossPaymentAdded', element: <TossPaymentAddedPage /> }], '/v3/TossPaymentAdded', {
      academy: 'demo',
    });
    expect(await screen.findByText('원장님만 지급대행을 신청할 수 있습니다')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '지급 계좌 변경' })).not.toBeInTheDocument();
    expect(screen.queryByText(/6789/)).not.toBeInTheDocument();
    expect(api.callsTo(`GET ${PATH}`)).toHaveLength(0);
  });
});
