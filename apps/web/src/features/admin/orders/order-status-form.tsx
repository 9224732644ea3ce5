/**
 * Moves an order on: offers only the statuses the order may take next, and asks for the tracking
 * number, its carrier (record 058) and estimated delivery date when it ships (the date prefilled
 * with the order's estimate; the waybill and courier of a booked shipment). The number is checked
 * against the carrier's format under its field.
 * A refused move (409) is said plainly; the note goes with one update only.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  fitsTrackingFormat,
  normaliseTrackingNumber,
  ORDER_STATUS_LABELS,
  orderStatusChangeSchema,
  trackingFormatMessage,
  type OrderStatus,
} from '@shop/shared';
import { useForm, useWatch, type DefaultValues, type Path } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { bindField } from '../../../components/ui/bind-field';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-field';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import type { Carrier } from '../api/carriers';
import { useChangeOrderStatus } from '../api/order-status';
import { toDateInputValue } from '../format';
import { usePrefillFromShipment, type BookedFor } from './shipped-prefill';

type OrderStatusFormProps = {
  orderId: string;
  /** The order's status as its shopper reads it (the API's orderStatus). */
  label: string;
  next: readonly OrderStatus[];
  /** The order's estimated delivery (ISO), offered as the Shipped form's date. */
  estimatedDate?: string;
  /** The owner's carriers (record 058); the inactive ones are not offered. */
  carriers?: readonly Carrier[];
  /** A shipment booked with the aggregator: its waybill and courier fill the Shipped form. */
  booked?: BookedFor;
};

const blankAsUndefined = (value: unknown) => (value === '' ? undefined : value);

type StatusChange = z.input<typeof orderStatusChangeSchema>;

/** A fresh form: the first next status, the known delivery date, and no note. */
const startValues = (
  next: readonly OrderStatus[],
  estimatedDate?: string,
): DefaultValues<StatusChange> => ({
  status: next[0],
  // '' (not undefined), so a reset empties what was typed; setValueAs reads '' as not given.
  estimatedDelivery: estimatedDate ? toDateInputValue(estimatedDate) : '',
  trackingNumber: '',
  carrierId: '',
  note: '',
});

export function OrderStatusForm(props: OrderStatusFormProps) {
  const { orderId, label, next, estimatedDate } = props;
  const change = useChangeOrderStatus(orderId);
  const form = useForm<StatusChange, unknown, z.output<typeof orderStatusChangeSchema>>({
    resolver: zodResolver(orderStatusChangeSchema),
    defaultValues: startValues(next, estimatedDate),
    // The shipping fields count only while shown: choosing another status drops what was typed.
    shouldUnregister: true,
  });
  const field = bindField(form);
  const chosen = useWatch({ control: form.control, name: 'status' });
  const carrierId = useWatch({ control: form.control, name: 'carrierId' });
  const listed = (props.carriers ?? []).filter((c) => c.active);
  const carrier = listed.find((c) => c.id === carrierId);
  usePrefillFromShipment(form, props.booked, listed, chosen === 'shipped');

  if (next.length === 0)
    return (
      <p className="text-sm text-stone-700">
        This order is {label.toLowerCase()}: it has no further status.
      </p>
    );

  const onSubmit = form.handleSubmit((values) => {
    const number = normaliseTrackingNumber(values.trackingNumber ?? '');
    if (carrier && number && !fitsTrackingFormat(carrier.trackingPattern, number)) {
      form.setError('trackingNumber', { message: trackingFormatMessage(carrier) });
      return;
    }
    change.mutate(values, {
      onSuccess: (order) => {
        form.reset(startValues(order.next, order.track.estimatedDate));
        toast.success(`Order ${order.orderNumber} is now ${order.orderStatus.toLowerCase()}.`);
      },
      // The server's word on a field goes under that field.
      onError: (error) => {
        for (const [name, message] of Object.entries(
          error instanceof ApiError ? (error.errors ?? {}) : {},
        ))
          form.setError(name as Path<StatusChange>, { message });
      },
    });
  });
  const refused = change.error instanceof ApiError && change.error.status === 409;

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Change status" className="space-y-4">
      <SelectField
        id="order-next-status"
        label="New status"
        options={next.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] }))}
        {...field('status')}
      />
      {chosen === 'shipped' && (
        <>
          {listed.length > 0 && (
            <SelectField
              id="order-carrier"
              label="Carrier"
              options={[
                ...listed.map((c) => ({ value: c.id, label: c.name })),
                { value: '', label: 'Another carrier (not listed)' },
              ]}
              {...field('carrierId', { setValueAs: blankAsUndefined })}
            />
          )}
          <TextField
            id="order-tracking"
            label="Tracking number"
            autoComplete="off"
            hint={
              carrier ? `A ${carrier.name} number looks like ${carrier.trackingExample}` : undefined
            }
            {...field('trackingNumber', { setValueAs: blankAsUndefined })}
          />
          <TextField
            id="order-delivery"
            label="Estimated delivery date"
            type="date"
            {...field('estimatedDelivery', { setValueAs: blankAsUndefined })}
          />
        </>
      )}
      {chosen === 'cancelled' && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Cancelling puts the items back in stock and marks the payment for a refund.
        </p>
      )}
      <TextAreaField
        id="order-note"
        label="Note (optional)"
        hint="Shown on the order's timeline."
        rows={2}
        {...field('note', { setValueAs: blankAsUndefined })}
      />
      <Button type="submit" disabled={change.isPending}>
        {change.isPending ? 'Updating…' : 'Update status'}
      </Button>
      {change.error && (
        <p
          role="alert"
          className="rounded-lg border-l-4 border-clay-600 bg-red-50 px-3 py-2 text-sm text-red-900"
        >
          {refused ? `Not changed: ${change.error.message}` : change.error.message}
        </p>
      )}
    </form>
  );
}
