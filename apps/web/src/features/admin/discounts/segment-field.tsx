/**
 * "Only for customers in a segment" (record 062): the owner's segments, or everyone. Checked at
 * the checkout for the signed-in shopper; a guest or a non-member is told it is for selected
 * customers.
 */
import { bindField } from '../../../components/ui/bind-field';
import { SelectField } from '../../../components/ui/form-field';
import { useSegments } from '../customers/api/customers';
import type { DiscountForm } from './discount-fields';

export function SegmentField({ form }: { form: DiscountForm }) {
  const field = bindField(form);
  const segments = useSegments();
  const options = [
    { value: '', label: 'Every customer' },
    ...(segments.data?.segments ?? []).map((s) => ({ value: s.id, label: s.name })),
  ];
  return (
    <SelectField
      id="discount-segment"
      label="Customers"
      hint="A segment's members only, checked when they check out signed in."
      className="max-w-md"
      options={options}
      {...field('segmentId')}
    />
  );
}
