/**
 * A business buyer's GSTIN and registered name (issue 27), behind a disclosure so the consumers
 * who are most shoppers see one line. The GSTIN goes on the tax invoice as the recipient's, so
 * the business can claim input tax credit; its state code sets the place of supply. Closing the
 * disclosure takes the GSTIN off the order again.
 */
import { type ShippingForm as ShippingValues, type ShippingFormInput } from '@shop/shared';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { bindField } from '../../../components/ui/bind-field';
import { TextField } from '../../../components/ui/form-field';

type Props = { form: UseFormReturn<ShippingFormInput, unknown, ShippingValues> };

export function BusinessBuyerFields({ form }: Props) {
  const [open, setOpen] = useState(() => Boolean(form.getValues('gstin')));
  const bind = bindField(form);
  const toggle = () => {
    if (open) {
      form.setValue('gstin', '');
      form.setValue('businessName', '');
      form.clearErrors(['gstin', 'businessName']);
    }
    setOpen(!open);
  };
  return (
    <div className="min-w-0 sm:col-span-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="ship-business"
        onClick={toggle}
        className="inline-flex items-center gap-1.5 text-left text-sm font-medium text-brand-800 underline-offset-4 hover:underline"
      >
        Buying for a business? Add your GSTIN
        <ChevronDown
          aria-hidden="true"
          className={`size-4 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      {open && (
        <div id="ship-business" className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            id="ship-gstin"
            label="GSTIN"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            hint="15 characters; printed on your tax invoice so you can claim the GST."
            {...bind('gstin')}
          />
          <TextField
            id="ship-businessName"
            label="Registered business name"
            autoComplete="organization"
            {...bind('businessName')}
          />
        </div>
      )}
    </div>
  );
}
