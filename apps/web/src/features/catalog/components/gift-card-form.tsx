/**
 * The gift card's purchase form (issue 28), under the amount picker: who it is for, from whom,
 * a message, the day it is mailed and, when the owner offers it, another amount in whole rupees
 * (record 056). Each Add to Cart adds a line for its recipient, so two cards for two people are
 * two lines. A real form posted to the product's page: before the scripts run the server's action
 * checks the same fields and keeps the line for the cart (../add-to-cart-action.ts); its refusal
 * comes back beside the fields, with what was typed.
 */
import { formatMoney, fromMinor, type Product, type Variant } from '@shop/shared';
import { Gift } from 'lucide-react';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useActionData } from 'react-router';
import { addToCartPath } from '../../../components/product/add-to-cart-form';
import { useAddToCart } from '../../../components/product/use-add-to-cart';
import { buttonClasses } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import type { AddToCartActionData } from '../add-to-cart-action';
import { useGiftCardCustomAmount } from '../api/get-gift-card-options';
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
const rupees = (paise: number) => formatMoney(fromMinor(paise), 'INR');

type GiftCardFormProps = { product: Product; base: Product; variant: Variant };

export function GiftCardForm({ product, base, variant }: GiftCardFormProps) {
  const [{ today, last }] = useState(() => deliveryDays());
  const posted = useActionData() as AddToCartActionData | undefined;
  const [values, setValues] = useState<GiftCardValues>(
    () => posted?.giftCardValues ?? emptyGiftCardValues(today),
  );
  const [errors, setErrors] = useState<GiftCardErrors>(() => posted?.giftCardErrors ?? {});
  const customAmount = useGiftCardCustomAmount();
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
    const result = parseGiftCard(values, new Date(), customAmount);
    if ('errors' in result) return setErrors(result.errors);
    addToCart(product, 1, { variantId: variant._id, giftCard: result.giftCard });
    // Ready for the next card: the sender stays, the rest is for someone else.
    setValues({
      ...emptyGiftCardValues(today),
      senderName: values.senderName,
      amount: values.amount,
    });
  };

  return (
    <form
      method="post"
      action={addToCartPath(product._id)}
      onSubmit={submit}
      noValidate
      aria-label="Gift card details"
      className="flex min-w-0 flex-col gap-4"
    >
      {posted?.cartError && (
        <p
          role="alert"
          className="rounded-lg border-l-4 border-clay-600 bg-clay-500/10 px-4 py-3 text-sm text-stone-900"
        >
          {posted.cartError}
        </p>
      )}
      <input type="hidden" name="quantity" value="1" />
      <input type="hidden" name="variant" value={variant._id} />
      {customAmount && (
        <TextField
          id="gift-amount"
          label="Another amount (₹, optional)"
          inputMode="numeric"
          autoComplete="off"
          hint={`Whole rupees from ${rupees(customAmount.min)} to ${rupees(customAmount.max)}; leave empty for the amount chosen above.`}
          {...field('amount')}
        />
      )}
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
        <button type="submit" className={buttonClasses({ size: 'lg', className: 'sm:flex-1' })}>
          <Gift size={18} strokeWidth={1.75} aria-hidden="true" />
          Add to Cart
        </button>
        <WishlistButton product={base} className="sm:flex-1" />
      </div>
    </form>
  );
}
