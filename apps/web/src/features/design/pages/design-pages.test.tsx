import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ModalHost } from '../../../app/hosts/modal-host';
import { ToastHost } from '../../../app/hosts/toast-host';
import { dismissAllModals } from '../../../lib/modal';
import { DESIGN_SECTIONS } from '../../../lib/routing/design-sections';
import type { RouteEntry } from '../../../lib/routing/route-entry';
import { store } from '../../../store/store';
import { DesignIndexPage } from './design-index-page';
import { pages } from './design-pages';
import { DesignSectionPage } from './design-section-page';

/** A design page inside the store with the app's modal and toast hosts, as the app mounts it. */
function renderAt(path: string, element: ReactNode) {
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        {element}
        <ModalHost />
        <ToastHost />
      </MemoryRouter>
    </Provider>,
  );
}

afterEach(() => dismissAllModals());

describe('design pages', () => {
  it('the index page shows every section under its Korean heading', () => {
    renderAt('/v3/pub', <DesignIndexPage />);
    expect(screen.getByRole('heading', { level: 1, name: '디자인 시스템' })).toBeInTheDocument();
    for (const section of DESIGN_SECTIONS) {
      expect(screen.getByRole('heading', { level: 2, name: section.title })).toBeInTheDocument();
    }
    const toc = screen.getByRole('navigation', { name: '구성 요소 목차' });
    expect(within(toc).getAllByRole('link')).toHaveLength(DESIGN_SECTIONS.length);
  });

  it('a section page shows that section only, with a link back to the index', () => {
    renderAt('/v3/pubButton', <DesignSectionPage section="Button" />);
    expect(screen.getByRole('heading', { level: 1, name: '디자인 시스템 · 버튼' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: '전체 구성 요소 보기' })).toHaveAttribute('href', '/v3/pub');
    expect(screen.getByRole('heading', { level: 3, name: '기본 · 종류' })).toBeInTheDocument();
    for (const state of ['비활성', '불러오는 중']) {
      expect(screen.getByRole('heading', { level: 3, name: state })).toBeInTheDocument();
    }
  });

  it('the modal demo opens a confirm modal and reports the chosen button', async () => {
    const user = userEvent.setup();
    renderAt('/v3/pubModal', <DesignSectionPage section="Modal" />);
    await user.click(screen.getByRole('button', { name: '버튼 순서 바꾸기' }));
    const dialog = await screen.findByRole('alertdialog', { name: '수업 삭제' });
    const buttons = within(dialog).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['예', '아니요']);
    await user.click(within(dialog).getByRole('button', { name: '예' }));
    expect(await screen.findByText("마지막 결과: '예' 선택")).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('the form demo shows Korean validation messages on an empty submit', async () => {
    const user = userEvent.setup();
    renderAt('/v3/pubForm', <DesignSectionPage section="Form" />);
    await user.click(screen.getByRole('button', { name: '저장' }));
    const name = screen.getByRole('textbox', { name: '이름' });
    await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true');
    expect(name).toHaveAccessibleDescription('이름을 입력해 주세요');
    expect(name).toHaveFocus();
    expect(screen.getByRole('combobox', { name: '학년' })).toHaveAccessibleDescription('학년을 선택해 주세요');
    expect(screen.getByRole('checkbox', { name: '개인정보 수집 및 이용에 동의합니다' })).toHaveAccessibleDescription(
      '개인정보 수집 및 이용에 동의해 주세요',
    );
  });

  it('the page blocks are shown: a titled section with facts, a row of actions, a notice of each tone', () => {
    const layout = renderAt('/v3/pubLayout', <DesignSectionPage section="Layout" />);
    const section = screen.getByRole('region', { name: '수학 심화반' });
    expect(within(section).getByText('운영 중')).toBeInTheDocument();
    expect(
      within(section)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['과목', '기간', '수업']);
    expect(screen.getByRole('button', { name: '폐강' }).parentElement).toContainElement(
      screen.getByRole('button', { name: '수정' }),
    );
    expect(screen.getByRole('heading', { name: '등록을 마쳤습니다' }).closest('[role="status"]')).not.toBeNull();
    layout.unmount();

    renderAt('/v3/pubFeedback', <DesignSectionPage section="Feedback" />);
    for (const text of [
      '폐강된 반은 수정할 수 없습니다.',
      '3명을 등록했습니다.',
      '저장하지 못했습니다. 잠시 후 다시 시도해 주세요.',
    ]) {
      expect(screen.getByText(text).tagName).toBe('P');
    }
  });

  it('the chip demo toggles regions and disables the rest at the limit', async () => {
    const user = userEvent.setup();
    renderAt('/v3/pubForm', <DesignSectionPage section="Form" />);
    const chips = screen.getByRole('list', { name: '관심 지역' });
    expect(within(chips).getByRole('button', { name: '서울' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(chips).getByRole('button', { name: '부산' }));
    expect(within(chips).getByRole('button', { name: '부산' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(chips).getByRole('button', { name: '대구' })).toBeDisabled();
    await user.click(within(chips).getByRole('button', { name: '서울' }));
    expect(within(chips).getByRole('button', { name: '대구' })).toBeEnabled();
  });

  it.each([
    ['pub', '/v3/pub', '디자인 시스템'],
    ['demo', '/demo', '디자인 시스템'],
    ['pubButton', '/v3/pubButton', '디자인 시스템 · 버튼'],
    ['pubTheme', '/v3/pubTheme', '디자인 시스템 · 테마'],
  ])('the %s screen opens its page', async (id, path, heading) => {
    const Page = pages[id];
    if (!Page) throw new Error(`no design screen ${id}`);
    const entry: RouteEntry = { id, path, title: heading, area: 'design', family: 'v3' };
    const router = createMemoryRouter([{ path, element: <Page />, handle: { entries: [entry] } }], {
      initialEntries: [path],
    });
    render(
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('the bottom tabs demo marks the current page tab as current', () => {
    renderAt('/v3/pubBottomTabs', <DesignSectionPage section="BottomTabs" />);
    const nav = screen.getByRole('navigation', { name: '하단 메뉴' });
    expect(within(nav).getByRole('link', { name: '하단 탭' })).toHaveAttribute('aria-current', 'page');
  });
});
