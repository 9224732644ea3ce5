/** 'Clear Wishlist' and its confirmation, an alert dialog that starts on the safe choice (Cancel). */
import { Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogFooter, DialogHeader } from '../../../components/ui/dialog';

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
    <Dialog
      open={open}
      onOpenChange={setOpen}
      size="sm"
      role="alertdialog"
      trigger={
        <button type="button" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          <Trash2 size={16} strokeWidth={1.75} aria-hidden="true" />
          Clear Wishlist
        </button>
      }
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
    >
      <DialogHeader
        title="Clear Wishlist"
        description="Are you sure you want to clear your wishlist?"
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button ref={cancelRef} variant="secondary">
            Cancel
          </Button>
        </DialogClose>
        <Button onClick={confirm} className="bg-clay-600 hover:bg-clay-500 active:bg-clay-600">
          Clear
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
