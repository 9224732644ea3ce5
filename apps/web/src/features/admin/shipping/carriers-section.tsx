/**
 * /admin/shipping's carriers (record 058): the list the Shipped form offers, each with its tracking
 * page ({tracking} marks the number) and the format of its numbers, checked with an example. A
 * carrier is set inactive rather than deleted, so orders keep the name they left with.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { carrierInputSchema, type CarrierInput } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { bindField } from '../../../components/ui/bind-field';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { adminCarriersQuery, useSaveCarrier, type Carrier } from '../api/carriers';
import { QueryStatus } from '../components/query-status';

const BLANK: CarrierInput = {
  name: '',
  trackingUrlTemplate: '',
  trackingPattern: '',
  trackingExample: '',
  active: true,
};

export function CarriersSection() {
  const query = useQuery(adminCarriersQuery);
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <section aria-labelledby="carriers-title" className="mt-10 space-y-4">
      <h2 id="carriers-title" className="text-lg font-semibold text-stone-900">
        Carriers
      </h2>
      <p className="text-sm text-stone-700">
        Offered when you mark an order shipped. The customer gets a link to the carrier&apos;s page
        for their parcel.
      </p>
      {query.data ? (
        <ul className="space-y-3">
          {query.data.map((carrier) => (
            <li key={carrier.id} className="rounded-xl bg-white p-4 ring-1 ring-sand-200">
              {editing === carrier.id ? (
                <CarrierForm carrier={carrier} onDone={() => setEditing(null)} />
              ) : (
                <CarrierSummary carrier={carrier} onEdit={() => setEditing(carrier.id)} />
              )}
            </li>
          ))}
          <li className="rounded-xl bg-white p-4 ring-1 ring-sand-200">
            {editing === 'new' ? (
              <CarrierForm onDone={() => setEditing(null)} />
            ) : (
              <Button variant="secondary" onClick={() => setEditing('new')}>
                Add a carrier
              </Button>
            )}
          </li>
        </ul>
      ) : (
        <QueryStatus
          isPending={query.isPending}
          error={query.error}
          retry={() => void query.refetch()}
          label="The carriers"
        />
      )}
    </section>
  );
}

function CarrierSummary({ carrier, onEdit }: { carrier: Carrier; onEdit: () => void }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3 text-sm">
      <div className="min-w-0">
        <p className="font-medium text-stone-900">
          {carrier.name}
          {!carrier.active && <span className="ml-2 text-stone-600">(inactive)</span>}
        </p>
        <p className="break-all text-stone-700">{carrier.trackingUrlTemplate}</p>
        <p className="text-stone-700">Numbers look like {carrier.trackingExample}</p>
      </div>
      <Button size="sm" variant="secondary" onClick={onEdit} aria-label={`Edit ${carrier.name}`}>
        Edit
      </Button>
    </div>
  );
}

function CarrierForm({ carrier, onDone }: { carrier?: Carrier; onDone: () => void }) {
  const save = useSaveCarrier();
  const form = useForm<CarrierInput, unknown, z.output<typeof carrierInputSchema>>({
    resolver: zodResolver(carrierInputSchema),
    defaultValues: carrier ?? BLANK,
  });
  const field = bindField(form);
  const prefix = carrier ? `carrier-${carrier.id}` : 'carrier-new';
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      { ...values, id: carrier?.id },
      {
        onSuccess: (saved) => {
          toast.success(`${saved.name} saved`);
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.errors)
            for (const [name, message] of Object.entries(error.errors))
              form.setError(name as Path<CarrierInput>, { message });
        },
      },
    ),
  );
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={carrier ? `Edit ${carrier.name}` : 'New carrier'}
      className="space-y-3"
    >
      <TextField id={`${prefix}-name`} label="Name" {...field('name')} />
      <TextField
        id={`${prefix}-url`}
        label="Tracking page"
        hint="Put {tracking} where the number goes, e.g. https://www.bluedart.com/tracking?awb={tracking}"
        {...field('trackingUrlTemplate')}
      />
      <TextField
        id={`${prefix}-pattern`}
        label="Tracking number format"
        hint="A pattern of the whole number: [0-9]{11} is eleven digits"
        {...field('trackingPattern')}
      />
      <TextField id={`${prefix}-example`} label="Example number" {...field('trackingExample')} />
      <CheckboxField id={`${prefix}-active`} label="Offer it when shipping" {...field('active')} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save carrier'}
        </Button>
        <Button size="sm" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        {save.error && !(save.error instanceof ApiError && save.error.errors) && (
          <p role="alert" className="text-sm text-clay-600">
            {save.error.message}
          </p>
        )}
      </div>
    </form>
  );
}
