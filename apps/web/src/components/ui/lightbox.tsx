/**
 * Full-size pictures on a dark backdrop (the product gallery, review photos), on the shop's one
 * dialog: arrow keys and the buttons move between pictures, Escape, the X or a click on the
 * backdrop closes it. The caller renders the current picture, with its alt text, as children.
 */
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import type { KeyboardEvent, ReactNode } from 'react';
import { Dialog, DialogClose, DialogDescription, DialogTitle } from './dialog';

type LightboxProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's name, read when it opens (the pictures' subject). */
  title: string;
  /** What one picture is called in the buttons and the description: 'image' or 'photo'. */
  noun: string;
  index: number;
  count: number;
  onIndexChange: (index: number) => void;
  overlayTestId?: string;
  children: ReactNode;
};

const roundButton =
  'grid size-11 place-items-center rounded-full bg-sand-50/90 text-brand-900 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export function Lightbox(props: LightboxProps) {
  const { open, onOpenChange, title, noun, index, count, onIndexChange, children } = props;
  const step = (delta: number) => onIndexChange((index + delta + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === 'ArrowRight') step(1);
    if (event.key === 'ArrowLeft') step(-1);
  };
  return (
    <Dialog
      layout="lightbox"
      open={open}
      onOpenChange={onOpenChange}
      onKeyDown={onKeyDown}
      overlayTestId={props.overlayTestId}
    >
      <DialogTitle className="sr-only">{title}</DialogTitle>
      <DialogDescription className="sr-only">
        {capitalised(noun)} {index + 1} of {count}.{' '}
        {count > 1 ? `Use the arrow keys to move between ${noun}s. ` : ''}Press Escape to close.
      </DialogDescription>
      <div className="aspect-square overflow-hidden rounded-2xl bg-sand-100">{children}</div>
      {count > 1 && (
        <div className="mt-4 flex items-center justify-center gap-4 text-sm text-white">
          <button
            type="button"
            aria-label={`Previous ${noun}`}
            onClick={() => step(-1)}
            className={roundButton}
          >
            <ChevronLeft size={20} aria-hidden="true" />
          </button>
          <span aria-hidden="true" className="tabular-nums">
            {index + 1} / {count}
          </span>
          <button
            type="button"
            aria-label={`Next ${noun}`}
            onClick={() => step(1)}
            className={roundButton}
          >
            <ChevronRight size={20} aria-hidden="true" />
          </button>
        </div>
      )}
      <DialogClose
        aria-label={`Close ${noun} viewer`}
        className={`absolute -top-14 right-0 ${roundButton}`}
      >
        <X size={20} aria-hidden="true" />
      </DialogClose>
    </Dialog>
  );
}
