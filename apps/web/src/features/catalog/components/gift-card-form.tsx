/**
 * The gift card's purchase form (issue 28), under the amount picker: who it is for, from whom,
 * a message and the day it is mailed. Each Add to Cart adds a line for its recipient, so two cards
 * for two people are two lines. It needs the scripts: the button waits for them.
 */
import type { Product, Variant } from '@shop/shared';
import { Gift } from 'lucide-react';
import { useState, useSyncExternalStore, type ChangeEvent, type FormEvent } from 'react';
import { useAddToCart } from '../../../components/product/use-add-to-cart';
import { buttonClasses } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import { CharacterCounter } from './reviews/character-counter';
import {
  deliveryDays,
  emptyGiftCardValues,
  parseGiftCard,
  type GiftCardErrors,
  type GiftCardValues,
} from './gift-card-values';
import { WishlistButton } from './wishlist-button';

const MESSAGE_MAX = 300;
// False while the server draws the page and as it hydrates, true once the scripts run.
const noChange = () => () => {};
const scriptsRun = () => true;
const beforeScripts = () => false;

type GiftCardFormProps = { product: Product; base: Product; variant: Variant };

export function GiftCardForm({ product, base, variant }: GiftCardFormProps) {
  const [{ today, last }] = useState(() => deliveryDays());
  const [values, setValues] = useState<GiftCardValues>(() => emptyGiftCardValues(today));
  const [errors, setErrors] = useState<GiftCardErrors>({});
  const ready = useSyncExternalStore(noChange, scriptsRun, beforeScripts);
  const addToCart = useAddToCart();

  const field = (name: keyof GiftCardValues) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setValues((v) => ({ ...v, [name]: event.target.value }));
      setErrors(({ [name]: _fixed, ...rest }) => rest);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = parseGiftCard(values);
    if ('errors' in result) return setErrors(result.errors);
    addToCart(product, 1, { variantId: variant._id, giftCard: result.giftCard });
    // Ready for the next card: the sender stays, the rest is for someone else.
    setValues({ ...emptyGiftCardValues(today), senderName: values.senderName });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Gift card details"
      className="flex min-w-0 flex-col gap-4"
    >
      <TextField
        id="gift-recipient-name"
        label="Recipient's name"
        required
        autoComplete="off"
        maxLength={100}
        {...field('recipientName')}
      />
      <TextField
        id="gift-recipient-email"
        label="Recipient's e-mail"
        type="email"
        required
        autoComplete="off"
        hint="We e-mail the gift card's code to them."
        {...field('recipientEmail')}
      />
      <TextField
        id="gift-sender-name"
        label="Your name (optional)"
        autoComplete="name"
        maxLength={100}
        {...field('senderName')}
      />
      <TextAreaField
        id="gift-message"
        label="Message (optional)"
        rows={3}
        maxLength={MESSAGE_MAX}
        aria-describedby="gift-message-count"
        labelAside={
          <CharacterCounter
            id="gift-message-count"
            length={values.message.length}
            max={MESSAGE_MAX}
          />
        }
        {...field('message')}
      />
      <TextField
        id="gift-deliver-on"
        label="Send on"
        type="date"
        min={today}
        max={last}
        hint="Today sends it as soon as you have paid; a later day, at 9:00 that morning."
        {...field('deliverOn')}
      />
      <div className="flex flex-col gap-3 sm:flex-row">
        <button
          type="submit"
          disabled={!ready}
          className={buttonClasses({ size: 'lg', className: 'sm:flex-1' })}
        >
          <Gift size={18} strokeWidth={1.75} aria-hidden="true" />
          Add to Cart
        </button>
        <WishlistButton product={base} className="sm:flex-1" />
      </div>
    </form>
  );
}
