import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DIRECTOR_ME, INST_ID } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
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
});
