/**
 * Create or edit a discount: React Hook Form checked by the API's own schema (through the rupee
 * form of discount-form-values), and the API's refusals shown beside the fields they name.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { DISCOUNT_MESSAGES, type AdminDiscount, type DiscountInput } from '@shop/shared';
import { useForm, type Path } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useSaveDiscount } from './api/discounts';
import { ConditionsFields, LimitsFields, OfferFields } from './discount-fields';
import {
  discountFormSchema,
  formFieldOf,
  toFormValues,
  type DiscountFormValues,
} from './discount-form-values';

type Props = { discount?: AdminDiscount; onSaved: (saved: AdminDiscount) => void };

export function DiscountForm({ discount, onSaved }: Props) {
  const save = useSaveDiscount(discount?.id);
  const form = useForm<DiscountFormValues, unknown, DiscountInput>({
    resolver: zodResolver(discountFormSchema),
    defaultValues: toFormValues(discount),
  });

  /** The API's field messages, and a taken code (a 409) on the code field. */
  const showRefusal = (error: Error, input: DiscountInput) => {
    if (!(error instanceof ApiError)) return;
    for (const [path, message] of Object.entries(error.errors ?? {}))
      form.setError(formFieldOf(path) as Path<DiscountFormValues>, { message });
    if (input.code && error.message === DISCOUNT_MESSAGES.codeTaken(input.code))
      form.setError('code', { message: error.message }, { shouldFocus: true });
  };

  const onSubmit = form.handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: (saved) => {
        form.reset(toFormValues(saved));
        onSaved(saved);
      },
      onError: (error) => showRefusal(error, input),
    }),
  );

  const invalid = Object.keys(form.formState.errors).length > 0;
  const fieldRefusal = save.error instanceof ApiError && save.error.errors;
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={discount ? 'Edit discount' : 'New discount'}
      className="space-y-6"
    >
      <OfferFields form={form} />
      <ConditionsFields form={form} />
      <LimitsFields form={form} />
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : discount ? 'Save discount' : 'Create discount'}
        </Button>
        <p role="alert" className="text-sm text-clay-600">
          {save.error && !fieldRefusal
            ? save.error.message
            : invalid
              ? 'Please correct the fields marked above.'
              : ''}
        </p>
      </div>
    </form>
  );
}
