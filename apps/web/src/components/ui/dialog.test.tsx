import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Dialog, DialogBody, DialogClose, DialogFooter, DialogHeader } from './dialog';

function Example({ closeLabel }: { closeLabel?: string }) {
  return (
    <Dialog trigger={<button type="button">Open details</button>}>
      <DialogHeader title="Order Details" description="Order MM-1" closeLabel={closeLabel} />
      <DialogBody>
        <a href="#items">Items</a>
      </DialogBody>
      <DialogFooter divided>
        <DialogClose>Close</DialogClose>
      </DialogFooter>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('opens from its trigger, is named and described by its header, and traps focus', async () => {
    const user = userEvent.setup();
    render(<Example closeLabel="Close dialog" />);
    const trigger = screen.getByRole('button', { name: 'Open details' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(trigger);

    const dialog = screen.getByRole('dialog', { name: 'Order Details' });
    expect(dialog).toHaveAccessibleDescription('Order MM-1');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    // Tab cycles inside: X, the link, Close, then back to X.
    const x = screen.getByRole('button', { name: 'Close dialog' });
    expect(x).toHaveFocus();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(x).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('has no X when none is named (an alert dialog wants an answer), and Escape still closes', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Close']);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
