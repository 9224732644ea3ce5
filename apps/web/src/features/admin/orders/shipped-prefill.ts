/**
 * The Shipped form filled from a booked shipment (record 058): its waybill as the tracking number
 * and its courier as the carrier, when the owner lists one by that name. What the owner typed or
 * chose is kept.
 */
import { useEffect } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import type { Carrier } from '../api/carriers';

export type BookedFor = { awb: string; courierName: string };

const sameName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0;

/** The listed carrier a booked courier is: by name, case aside ("BLUE DART" is Blue Dart). */
export const carrierNamed = (carriers: readonly Carrier[], name: string | undefined) =>
  name === undefined ? undefined : carriers.find((c) => sameName(c.name, name));

export function usePrefillFromShipment<
  T extends FieldValues & { trackingNumber?: string; carrierId?: string },
>(
  form: UseFormReturn<T, unknown, unknown>,
  booked: BookedFor | undefined,
  carriers: readonly Carrier[],
  shown: boolean,
) {
  const carrierId = carrierNamed(carriers, booked?.courierName)?.id;
  const awb = booked?.awb;
  useEffect(() => {
    if (!shown || !awb) return;
    const fill = (name: Path<T>, value: string) => {
      if (!form.getFieldState(name).isDirty && !form.getValues(name))
        form.setValue(name, value as PathValue<T, Path<T>>);
    };
    fill('trackingNumber' as Path<T>, awb);
    if (carrierId) fill('carrierId' as Path<T>, carrierId);
  }, [form, shown, awb, carrierId]);
}
