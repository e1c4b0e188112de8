import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FormDialog, FormDialogButtons, FormDialogClose } from './form-dialog';

function Opened({ lead }: { lead?: string }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? '열림' : '닫힘'}</p>
      <FormDialog open={open} onOpenChange={setOpen} title="수납 처리" lead={lead}>
        <label>
          받은 금액
          <input />
        </label>
        <FormDialogButtons>
          <FormDialogClose asChild>
            <button type="button">닫기</button>
          </FormDialogClose>
          <button type="submit">수납 기록</button>
        </FormDialogButtons>
      </FormDialog>
    </>
  );
}

describe('FormDialog', () => {
  it('is a dialog named by its title and described by its lead', () => {
    render(<Opened lead="현금이나 계좌이체로 받은 교습비를 기록합니다." />);
    const dialog = screen.getByRole('dialog', { name: '수납 처리' });
    expect(dialog).toHaveAccessibleDescription('현금이나 계좌이체로 받은 교습비를 기록합니다.');
    expect(screen.getByRole('textbox', { name: '받은 금액' })).toBeInTheDocument();
  });

  it('closes with its close button', async () => {
    render(<Opened />);
    await userEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('닫힘')).toBeInTheDocument();
  });

  it('closes with Escape', async () => {
    render(<Opened />);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('닫힘')).toBeInTheDocument();
  });
});
