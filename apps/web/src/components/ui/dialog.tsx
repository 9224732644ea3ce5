/**
 * The shop's one dialog, on Radix Dialog: focus is trapped inside and returns to the trigger,
 * Escape and the overlay close it, the page behind cannot scroll. Three layouts: a centred panel
 * that fits a phone's width and scrolls inside its body, a sheet from the left (the mobile menu)
 * and a lightbox on a dark backdrop. Compose the panel from DialogHeader, DialogBody, DialogFooter.
 */
import * as Radix from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { iconButtonClasses } from './button';
import { cx } from '../../lib/class-names';

type Layout = 'panel' | 'sheet' | 'lightbox';

const overlays: Record<Layout, string> = {
  panel: 'fixed inset-0 z-50 bg-brand-900/40 backdrop-blur-sm',
  sheet:
    'fixed inset-0 z-50 bg-brand-900/40 backdrop-blur-[2px] transition-opacity duration-300 starting:opacity-0',
  lightbox: 'fixed inset-0 z-50 bg-brand-900/85 backdrop-blur-sm',
};

const contents: Record<Layout, string> = {
  panel:
    'fixed top-1/2 left-1/2 z-50 flex max-h-[min(90dvh,46rem)] -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl bg-sand-50 shadow-xl ring-1 ring-sand-200 focus:outline-none',
  sheet:
    'fixed inset-y-0 left-0 z-50 flex w-[min(22rem,88vw)] flex-col bg-sand-50 shadow-2xl transition-transform duration-300 ease-out starting:-translate-x-full focus:outline-none',
  lightbox:
    'fixed top-1/2 left-1/2 z-50 w-[min(92vw,80vh)] -translate-x-1/2 -translate-y-1/2 focus:outline-none',
};

const widths = { sm: 'w-[min(92vw,28rem)]', md: 'w-[min(94vw,36rem)]' };

type DialogProps = Omit<ComponentPropsWithoutRef<typeof Radix.Content>, 'className'> & {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The button that opens it (one element; it gets the open state and aria wiring). */
  trigger?: ReactNode;
  layout?: Layout;
  /** The panel's width (phones always get nearly the full width). */
  size?: keyof typeof widths;
  overlayTestId?: string;
};

export function Dialog(props: DialogProps) {
  const {
    open,
    onOpenChange,
    trigger,
    layout = 'panel',
    size = 'md',
    overlayTestId,
    ...content
  } = props;
  // Radix hands focus back to its own trigger only; one opened from elsewhere (a gallery image)
  // hands it back to whatever had it, or keyboard users start again from the top of the page.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Radix.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <Radix.Trigger asChild>{trigger}</Radix.Trigger>}
      <Radix.Portal>
        <Radix.Overlay data-testid={overlayTestId} className={overlays[layout]} />
        <Radix.Content
          className={cx(contents[layout], layout === 'panel' && widths[size])}
          {...content}
          onOpenAutoFocus={(event) => {
            opener.current = document.activeElement as HTMLElement | null;
            content.onOpenAutoFocus?.(event);
          }}
          onCloseAutoFocus={(event) => {
            content.onCloseAutoFocus?.(event);
            if (trigger || event.defaultPrevented) return;
            event.preventDefault();
            opener.current?.focus();
          }}
        />
      </Radix.Portal>
    </Radix.Root>
  );
}

type Tone = 'plain' | 'brand' | 'quiet';

const headers: Record<Tone, string> = {
  plain: 'flex items-start justify-between gap-4 border-b border-sand-200 px-5 pt-5 pb-4 sm:px-6',
  brand: 'flex items-start justify-between gap-4 bg-brand-900 px-5 py-4 text-sand-50',
  quiet: 'flex items-center justify-between border-b border-sand-200 px-5 py-3',
};
const titles: Record<Tone, string> = {
  plain: 'font-serif text-2xl text-brand-900',
  brand: 'font-serif text-lg',
  quiet: 'text-xs tracking-[0.18em] text-stone-600 uppercase',
};
const descriptions: Record<Tone, string> = {
  plain: 'mt-1 text-sm [overflow-wrap:anywhere] text-stone-600',
  brand: 'text-sm text-sand-100/80',
  quiet: 'sr-only',
};
const closes: Record<Tone, string> = {
  plain: iconButtonClasses('-mt-1 -mr-2'),
  brand: 'rounded-full p-1 hover:bg-white/10',
  quiet: iconButtonClasses('-mr-2'),
};

type DialogHeaderProps = {
  title: ReactNode;
  description?: ReactNode;
  /** The X button's name; without it there is no X (an alert dialog wants an explicit answer). */
  closeLabel?: string;
  closeDisabled?: boolean;
  tone?: Tone;
};

/** Title, description and the X close button. */
export function DialogHeader(props: DialogHeaderProps) {
  const { title, description, closeLabel, closeDisabled, tone = 'plain' } = props;
  return (
    <div className={headers[tone]}>
      <div className="min-w-0">
        <Radix.Title className={titles[tone]}>{title}</Radix.Title>
        {description && (
          <Radix.Description className={descriptions[tone]}>{description}</Radix.Description>
        )}
      </div>
      {closeLabel && (
        <Radix.Close aria-label={closeLabel} disabled={closeDisabled} className={closes[tone]}>
          <X aria-hidden="true" className="size-5" strokeWidth={tone === 'quiet' ? 1.6 : 2} />
        </Radix.Close>
      )}
    </div>
  );
}

/** The part that scrolls when the content is taller than the screen. */
export function DialogBody({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className={cx('min-h-0 flex-1 overflow-y-auto', className ?? 'px-5 py-5 sm:px-6')}>
      {children}
    </div>
  );
}

/** The answers, stacked on phones with the first child at the bottom (nearest the thumb). */
export function DialogFooter({ divided, children }: { divided?: boolean; children: ReactNode }) {
  return (
    <div
      className={cx(
        'flex flex-col-reverse gap-3 px-5 py-4 sm:flex-row sm:justify-end sm:px-6',
        divided && 'border-t border-sand-200',
      )}
    >
      {children}
    </div>
  );
}

export const DialogTitle = Radix.Title;
export const DialogDescription = Radix.Description;
export const DialogClose = Radix.Close;
