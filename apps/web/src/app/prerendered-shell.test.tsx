import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PRERENDERED_SHELL_ID, revealApp, useRevealApp } from './prerendered-shell';

/** A landing page as the build writes it: the drawn screen, and the app's hidden #root beside it. */
function landingPage(drawn: string) {
  document.body.innerHTML = `<div id="${PRERENDERED_SHELL_ID}">${drawn}</div><div id="root" hidden></div>`;
  return document.getElementById('root') as HTMLElement;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('revealApp', () => {
  it('leaves a page without drawn markup (index.html) as it is', () => {
    document.body.innerHTML = '<div id="root"><p>앱</p></div>';
    revealApp();
    expect(document.body.innerHTML).toBe('<div id="root"><p>앱</p></div>');
  });

  it('removes the drawn screen and shows the app in its place, once', () => {
    const root = landingPage('<h1>로그인</h1>');
    root.innerHTML = '<h1>로그인</h1>';
    revealApp();
    revealApp();
    expect(document.getElementById(PRERENDERED_SHELL_ID)).toBeNull();
    expect(root.hidden).toBe(false);
    expect(screen.getAllByRole('heading', { name: '로그인' })).toHaveLength(1);
  });
});

function Screen() {
  useRevealApp();
  return <h1>앱의 로그인</h1>;
}

describe('useRevealApp', () => {
  it('hands the page over to the screen that calls it, in the commit that shows it', () => {
    const root = landingPage('<h1>로그인</h1>');
    render(<Screen />, { container: root });
    expect(document.getElementById(PRERENDERED_SHELL_ID)).toBeNull();
    expect(root.hidden).toBe(false);
    expect(screen.getByRole('heading')).toHaveTextContent('앱의 로그인');
  });
});
