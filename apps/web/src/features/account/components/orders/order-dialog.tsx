/**
 * The shell both order dialogs share (spec section 2): a titled Radix dialog that traps focus and
 * closes by its X, a Close button, Escape or a click outside; focus returns to its trigger.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, buttonClasses, iconButtonClasses } from '../../../../components/ui/button';

type OrderDialogProps = {
  /** The trigger's visible text, e.g. 'View Details'. */
  trigger: ReactNode;
  /** Id of the text naming the order, so each trigger says which order it opens. */
  describedBy: string;
  title: string;
  description: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  triggerVariant?: 'primary' | 'secondary';
  children: ReactNode;
};

export function OrderDialog(props: OrderDialogProps) {
  const { trigger, describedBy, title, description, open, onOpenChange, children } = props;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger
        aria-describedby={describedBy}
        className={buttonClasses({ variant: props.triggerVariant ?? 'secondary', size: 'sm' })}
      >
        {trigger}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-brand-900/40 backdrop-blur-sm" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[min(90dvh,46rem)] w-[min(94vw,36rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-sand-50 shadow-xl ring-1 ring-sand-200 focus:outline-none">
          <div className="flex items-start justify-between gap-4 border-b border-sand-200 px-5 pt-5 pb-4 sm:px-6">
            <div className="min-w-0">
              <Dialog.Title className="font-serif text-2xl text-brand-900">{title}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm break-all text-stone-600">
                {description}
              </Dialog.Description>
            </div>
            <Dialog.Close aria-label="Close dialog" className={iconButtonClasses('-mt-1 -mr-2')}>
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-6">{children}</div>
          <div className="flex justify-end border-t border-sand-200 px-5 py-4 sm:px-6">
            <Dialog.Close asChild>
              <Button variant="secondary">Close</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
