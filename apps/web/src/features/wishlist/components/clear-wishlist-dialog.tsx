/** 'Clear Wishlist' and its confirmation, an alert dialog that starts on the safe choice (Cancel). */
import * as Dialog from '@radix-ui/react-dialog';
import { Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button';

type ClearWishlistDialogProps = { onConfirm: () => void };

export function ClearWishlistDialog({ onConfirm }: ClearWishlistDialogProps) {
  const [open, setOpen] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmed = useRef(false);

  const confirm = () => {
    confirmed.current = true;
    setOpen(false);
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
        <Trash2 size={16} strokeWidth={1.75} aria-hidden="true" />
        Clear Wishlist
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-brand-900/40 backdrop-blur-sm" />
        <Dialog.Content
          role="alertdialog"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            cancelRef.current?.focus();
          }}
          // An alert dialog needs an explicit answer: a stray click outside does not dismiss it.
          onPointerDownOutside={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => {
            // Once cleared the trigger is gone; the page moves focus itself.
            if (!confirmed.current) return;
            event.preventDefault();
            confirmed.current = false;
            onConfirm();
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-sand-50 p-6 shadow-xl ring-1 ring-sand-200 focus:outline-none"
        >
          <Dialog.Title className="font-serif text-2xl text-brand-900">Clear Wishlist</Dialog.Title>
          <Dialog.Description className="mt-3 text-stone-700">
            Are you sure you want to clear your wishlist?
          </Dialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button ref={cancelRef} variant="secondary">
                Cancel
              </Button>
            </Dialog.Close>
            <Button onClick={confirm} className="bg-clay-600 hover:bg-clay-500 active:bg-clay-600">
              Clear
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
