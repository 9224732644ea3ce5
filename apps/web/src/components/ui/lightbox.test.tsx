import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Lightbox } from './lightbox';

function Pictures({ count }: { count: number }) {
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Lightbox
        open={open}
        onOpenChange={setOpen}
        title="Moon journal"
        noun="photo"
        index={index}
        count={count}
        onIndexChange={setIndex}
      >
        <img src={`/p${index}.jpg`} alt={`Moon journal, ${index + 1}`} />
      </Lightbox>
    </>
  );
}

describe('Lightbox', () => {
  it('names itself, moves with the arrow keys and buttons, and closes on Escape', async () => {
    const user = userEvent.setup();
    render(<Pictures count={3} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));

    const dialog = screen.getByRole('dialog', { name: 'Moon journal' });
    expect(dialog).toHaveAccessibleDescription(
      'Photo 1 of 3. Use the arrow keys to move between photos. Press Escape to close.',
    );
    expect(screen.getByRole('img')).toHaveAccessibleName('Moon journal, 1');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('img')).toHaveAccessibleName('Moon journal, 3');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('img')).toHaveAccessibleName('Moon journal, 2');
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByRole('img')).toHaveAccessibleName('Moon journal, 3');
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(screen.getByRole('img')).toHaveAccessibleName('Moon journal, 2');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Focus goes back to what opened it.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus());
  });

  it('offers no stepping for a single picture, and the X closes it', async () => {
    const user = userEvent.setup();
    render(<Pictures count={1} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(
      'Photo 1 of 1. Press Escape to close.',
    );
    expect(screen.queryByRole('button', { name: 'Next photo' })).not.toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('img')).toHaveAccessibleName('Moon journal, 1');
    await user.click(screen.getByRole('button', { name: 'Close photo viewer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
