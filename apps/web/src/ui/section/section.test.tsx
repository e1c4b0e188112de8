import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Section, SectionHeader, SectionTitle, sectionClassName } from './section';

describe('Section', () => {
  it('is a region named by its h2 title, followed by its content', () => {
    render(
      <Section title="기본 정보">
        <p>학원명</p>
      </Section>,
    );
    const region = screen.getByRole('region', { name: '기본 정보' });
    expect(region.className).toBe('section');
    expect(within(region).getByRole('heading', { level: 2, name: '기본 정보' }).className).toBe('title');
    expect(region.lastElementChild).toHaveTextContent('학원명');
  });

  it('puts actions in a header row beside the title', () => {
    render(
      <Section title="초대 코드" actions={<button type="button">새 코드</button>} className="wide">
        <p>목록</p>
      </Section>,
    );
    const region = screen.getByRole('region', { name: '초대 코드' });
    expect(region.className).toBe('section wide');
    const header = region.firstElementChild as HTMLElement;
    expect(header.className).toBe('header');
    expect(within(header).getByRole('heading', { name: '초대 코드' })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: '새 코드' })).toBeInTheDocument();
  });

  it('keeps a given title id, so a list inside can be named by the title too', () => {
    render(
      <Section title="초대 코드 목록" titleId="invite-codes">
        <ul aria-labelledby="invite-codes">
          <li>ABC123</li>
        </ul>
      </Section>,
    );
    expect(screen.getByRole('region', { name: '초대 코드 목록' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: '초대 코드 목록' })).toBeInTheDocument();
  });

  it('without a title is named by what the caller gives it', () => {
    render(
      <Section aria-label="검색 결과">
        <SectionHeader>
          <SectionTitle as="h3">3건</SectionTitle>
        </SectionHeader>
      </Section>,
    );
    const region = screen.getByRole('region', { name: '검색 결과' });
    expect(within(region).getByRole('heading', { level: 3, name: '3건' })).toBeInTheDocument();
    expect(within(region).queryByRole('heading', { level: 2 })).toBeNull();
  });

  it('lends its look to a fieldset with a legend', () => {
    render(
      <fieldset className={sectionClassName('extra')}>
        <SectionTitle as="legend">권한</SectionTitle>
      </fieldset>,
    );
    const group = screen.getByRole('group', { name: '권한' });
    expect(group.className).toBe('section extra');
    expect(group.querySelector('legend')?.className).toBe('title');
  });
});
