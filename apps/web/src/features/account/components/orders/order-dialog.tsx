/**
 * The shell both order dialogs share (spec section 2): the shop's dialog with a title naming the
 * order, closed by its X, a Close button, Escape or a click outside; focus returns to its trigger.
 */
import type { ReactNode } from 'react';
import { Button, buttonClasses } from '../../../../components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogFooter,
  DialogHeader,
} from '../../../../components/ui/dialog';

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
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <button
          type="button"
          aria-describedby={describedBy}
          className={buttonClasses({ variant: props.triggerVariant ?? 'secondary', size: 'sm' })}
        >
          {trigger}
        </button>
      }
    >
      <DialogHeader title={title} description={description} closeLabel="Close dialog" />
      <DialogBody>{children}</DialogBody>
      <DialogFooter divided>
        <DialogClose asChild>
          <Button variant="secondary">Close</Button>
        </DialogClose>
      </DialogFooter>
    </Dialog>
  );
}
