import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeText } from '../components/safe-text';
import { SAFE_LINK_REL, safeHref, textParts } from './safe-text';

describe('message text', () => {
  it('keeps text as it is and joins back to the same text', () => {
    const text = '숙제는 https://example.com/a?b=1&c=2 에 있어요. 보세요: http://학원.kr/공지.';
    const parts = textParts(text);
    expect(parts.map((part) => part.text).join('')).toBe(text);
    expect(parts.filter((part) => part.kind === 'link').map((part) => part.text)).toEqual([
      'https://example.com/a?b=1&c=2',
      'http://학원.kr/공지',
    ]);
  });

  it('makes links only of http and https addresses', () => {
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('data:text/html,<b>x</b>')).toBeNull();
    expect(safeHref('https://a.kr/x')).toBe('https://a.kr/x');
    expect(textParts('javascript:alert(1) 와 data:text/html,x')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) 와 data:text/html,x' },
    ]);
  });

  it('renders markup typed as a message as text: no element, no handler', () => {
    const typed = '<img src=x onerror="window.hacked=1"><script>alert(1)</script><b>굵게</b>';
    const { container } = render(
      <p>
        <SafeText text={typed} />
      </p>,
    );
    expect(container.querySelector('img, script, b')).toBeNull();
    expect(container.textContent).toBe(typed);
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('opens a link in a new tab that cannot reach back, without following it for ranking', () => {
    render(<SafeText text="자료: https://example.com/자료" />);
    const link = screen.getByRole('link', { name: 'https://example.com/자료' });
    expect(link).toHaveAttribute('href', 'https://example.com/%EC%9E%90%EB%A3%8C');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', SAFE_LINK_REL);
    expect(SAFE_LINK_REL).toBe('noopener noreferrer nofollow');
  });
});
