import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { beforeEach, describe, expect, it } from 'vitest';
import { type AuthState, resetAuth } from '../../../store/auth-slice';
import { store } from '../../../store/store';
import { PermissionEditor } from './permission-checklist';

beforeEach(() => {
  store.dispatch(resetAuth());
});

function renderEditor() {
  render(
    <Provider store={store}>
      <PermissionEditor />
    </Provider>,
  );
  const box = (name: string) => screen.getByRole('checkbox', { name });
  return { box, draft: (): AuthState => store.getState().auth };
}

describe('the permission checklist editor (SPEC §4, draft in the auth group)', () => {
  it('shows 전체, the items and their 조회 / 등록·수정 children, all unchecked', () => {
    const { box, draft } = renderEditor();
    expect(screen.getByRole('group', { name: '권한 선택' })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(18);
    for (const name of ['전체', '학원 관리', '결제 관리', '결제 조회', '결제 등록·수정']) {
      expect(box(name)).not.toBeChecked();
    }
    expect(draft().fields.authCd).toBe('');
  });

  it('names every permission in words, never by its code', async () => {
    const user = userEvent.setup();
    const { box } = renderEditor();
    await user.click(box('전체'));
    for (const checkbox of screen.getAllByRole('checkbox')) {
      expect(checkbox).toHaveAccessibleName(expect.not.stringMatching(/\d/));
    }
    expect(document.body.textContent).not.toMatch(/\d{3}/);
    expect(screen.getByText(/선택한 권한: 전체/)).toBeInTheDocument();
  });

  it('000 toggles everything on and off', async () => {
    const user = userEvent.setup();
    const { box, draft } = renderEditor();
    await user.click(box('전체'));
    for (const checkbox of screen.getAllByRole('checkbox')) expect(checkbox).toBeChecked();
    expect(draft()).toMatchObject({ fields: { authCd: '000' }, checkedAll: true });
    expect(draft().authList.map((item) => item.authCode)).toEqual(['010', '020', '030', '040', '050', '060', '070']);
    expect(draft().authList[3]).toMatchObject({
      checked: true,
      children: [
        { authCode: '041', checked: true },
        { authCode: '042', checked: true },
      ],
    });
    await user.click(box('전체'));
    for (const checkbox of screen.getAllByRole('checkbox')) expect(checkbox).not.toBeChecked();
    expect(draft()).toMatchObject({ fields: { authCd: '' }, checkedAll: false });
  });

  it('a parent toggles its children, and is partly checked with one of them', async () => {
    const user = userEvent.setup();
    const { box, draft } = renderEditor();
    await user.click(box('결제 관리'));
    expect(box('결제 조회')).toBeChecked();
    expect(box('결제 등록·수정')).toBeChecked();
    expect(draft().fields.authCd).toBe('040#041#042');
    await user.click(box('결제 등록·수정'));
    expect(box('결제 관리')).toHaveAttribute('aria-checked', 'mixed');
    expect(box('전체')).toHaveAttribute('aria-checked', 'mixed');
    expect(draft().fields.authCd).toBe('041');
    expect(screen.getByText('선택한 권한: 결제 조회')).toBeInTheDocument();
    await user.click(box('결제 관리'));
    expect(draft().fields.authCd).toBe('040#041#042');
    await user.click(box('결제 관리'));
    expect(box('결제 조회')).not.toBeChecked();
    expect(draft().fields.authCd).toBe('');
  });

  it('unchecking one item clears 000; checking every item sets it', async () => {
    const user = userEvent.setup();
    const { box, draft } = renderEditor();
    await user.click(box('전체'));
    await user.click(box('상담 등록·수정'));
    expect(box('전체')).not.toBeChecked();
    expect(box('상담 관리')).not.toBeChecked();
    expect(draft().checkedAll).toBe(false);
    expect(draft().fields.authCd).toBe('010#020#030#031#032#040#041#042#050#051#052#060#061#062#071');
    await user.click(box('상담 등록·수정'));
    expect(box('전체')).toBeChecked();
    expect(draft().fields.authCd).toBe('000');
  });

  it('works from the keyboard: Tab to a box, Space toggles it', async () => {
    const user = userEvent.setup();
    const { box, draft } = renderEditor();
    await user.tab();
    expect(box('전체')).toHaveFocus();
    await user.tab();
    expect(box('학원 관리')).toHaveFocus();
    await user.keyboard(' ');
    expect(box('학원 관리')).toBeChecked();
    expect(draft().fields.authCd).toBe('010');
    const group = screen.getByRole('group', { name: '권한 선택' });
    expect(within(group).getByRole('checkbox', { name: '학원 관리' })).toBeChecked();
  });
});
