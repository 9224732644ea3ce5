/**
 * "Disable card": asks first in an alert dialog that starts on the safe choice, since a disabled
 * card stays disabled. Used for a lost or leaked code, or a card issued by mistake.
 */
import { giftCardLabel } from '@shop/shared';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogFooter, DialogHeader } from '../../../components/ui/dialog';
import { useDisableGiftCard, type AdminGiftCard } from './api/gift-cards';
import { maskedCode, rupees } from './gift-card-words';

export function DisableCardButton({ card }: { card: AdminGiftCard }) {
  const disable = useDisableGiftCard(card.id);
  const [open, setOpen] = useState(false);
  const backRef = useRef<HTMLButtonElement>(null);
  // Awaited: the answer hides this button (the card is disabled), and the toast must still show.
  const confirm = async () => {
    try {
      const answer = await disable.mutateAsync();
      toast.success(answer.message ?? `${giftCardLabel(card.last4)} is disabled`);
      setOpen(false);
    } catch (err) {
      toast.error(err instanceof Error ? err.message : 'Could not disable it. Try again.');
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      size="sm"
      role="alertdialog"
      trigger={
        <button type="button" className={buttonClasses({ variant: 'secondary' })}>
          Disable card
        </button>
      }
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        backRef.current?.focus();
      }}
      onPointerDownOutside={(event) => event.preventDefault()}
    >
      <DialogHeader
        title={`Disable gift card ${maskedCode(card.last4)}?`}
        description={`It can no longer be spent, and its ${rupees(card.balance)} balance stays unused. This cannot be undone.`}
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button ref={backRef} variant="secondary">
            Back
          </Button>
        </DialogClose>
        <Button disabled={disable.isPending} onClick={() => void confirm()}>
          {disable.isPending ? 'Disabling…' : 'Yes, disable the card'}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
