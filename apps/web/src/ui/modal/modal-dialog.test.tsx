import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ModalButton, ModalDialog, type ModalDialogProps } from './modal-dialog';

const YES_NO: ModalButton[] = [
  { label: '아니요', value: 'no' },
  { label: '예', value: 'yes' },
];

/** Radix listens for pointerdown on the document a tick after opening. */
async function pressOutside() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  fireEvent.pointerDown(document.body);
  fireEvent.pointerUp(document.body);
  fireEvent.click(document.body);
}

function renderModal(props: Partial<ModalDialogProps> = {}) {
  const onChoose = vi.fn();
  const onDismiss = vi.fn();
  render(
    <ModalDialog
      open
      title="수업 삭제"
      contents="이 수업을 삭제할까요?"
      buttons={YES_NO}
      onChoose={onChoose}
      onDismiss={onDismiss}
      {...props}
    />,
  );
  const dialog = screen.getByRole('alertdialog');
  const labels = () =>
    within(dialog)
      .getAllByRole('button')
      .map((b) => b.textContent);
  return { onChoose, onDismiss, dialog, labels };
}

describe('ModalDialog', () => {
  it('is named by its title and described by its contents', () => {
    const { dialog } = renderModal();
    expect(dialog).toHaveAccessibleName('수업 삭제');
    expect(dialog).toHaveAccessibleDescription('이 수업을 삭제할까요?');
  });

  it('renders the buttons in the given order', () => {
    const { labels } = renderModal();
    expect(labels()).toEqual(['아니요', '예']);
  });

  it('flips the button order when direction is reverse', () => {
    const { labels } = renderModal({ direction: 'reverse' });
    expect(labels()).toEqual(['예', '아니요']);
  });

  it('renders at most 2 buttons', () => {
    const { labels } = renderModal({ buttons: [...YES_NO, { label: '나중에', value: 'later' }] });
    expect(labels()).toEqual(['아니요', '예']);
  });

  it('calls onChoose with the chosen button value', async () => {
    const user = userEvent.setup();
    const { onChoose, onDismiss } = renderModal();
    await user.click(screen.getByRole('button', { name: '예' }));
    expect(onChoose).toHaveBeenCalledExactlyOnceWith('yes');
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('chooses a button by keyboard (Tab then Enter)', async () => {
    const user = userEvent.setup();
    const { onChoose, dialog } = renderModal();
    // Focus starts inside the dialog.
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onChoose).toHaveBeenCalledTimes(1);
    expect(['yes', 'no']).toContain(onChoose.mock.calls[0]?.[0]);
  });

  it('calls onDismiss on Escape', async () => {
    const user = userEvent.setup();
    const { onDismiss, onChoose } = renderModal();
    await user.keyboard('{Escape}');
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('calls onDismiss on a click outside', async () => {
    const { onDismiss } = renderModal();
    // The overlay makes the page inert (pointer-events: none) as in a browser, so press the page directly.
    await pressOutside();
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('ignores Escape and outside clicks when blockModalClose is set', async () => {
    const user = userEvent.setup();
    const { onDismiss } = renderModal({ blockModalClose: true });
    await user.keyboard('{Escape}');
    await pressOutside();
    expect(onDismiss).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('has a default accessible name and a 확인 button when title and buttons are missing', () => {
    const { dialog, labels } = renderModal({ title: undefined, buttons: [] });
    expect(dialog).toHaveAccessibleName('알림');
    expect(labels()).toEqual(['확인']);
  });

  it('renders nothing when closed', () => {
    render(<ModalDialog open={false} contents="숨김" buttons={YES_NO} onChoose={() => {}} onDismiss={() => {}} />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
