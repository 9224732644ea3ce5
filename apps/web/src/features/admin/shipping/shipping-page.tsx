/**
 * /admin/shipping: the shipping rate table (DESIGN deviation 13). Zones of countries, each with
 * its methods; saved whole, checked with the schema the server uses, and from then on what the
 * checkout charges and the Shipping policy page prints.
 */
import { useQuery } from '@tanstack/react-query';
import { shippingTableSchema } from '@shop/shared';
import { Plus } from 'lucide-react';
import { useFieldArray, useForm, type Path } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { adminShippingQuery, useSaveShipping } from '../api/shipping';
import { PageHeader } from '../components/page-header';
import { QueryStatus } from '../components/query-status';
import {
  emptyMethod,
  formFieldOf,
  toFormValues,
  toTable,
  type ShippingFormValues,
} from './shipping-form-values';
import { CarriersSection } from './carriers-section';
import { ZoneEditor } from './zone-editor';

export default function ShippingPage() {
  const query = useQuery(adminShippingQuery);
  return (
    <>
      <PageHeader
        title="Shipping"
        description="Zones, their countries and methods. The checkout charges these rates and the Shipping policy page prints them."
      />
      {query.data ? (
        <ShippingForm key={String(query.data.updatedAt)} initial={toFormValues(query.data)} />
      ) : (
        <QueryStatus
          isPending={query.isPending}
          error={query.error}
          retry={() => void query.refetch()}
          label="The shipping rates"
        />
      )}
      <CarriersSection />
    </>
  );
}

function ShippingForm({ initial }: { initial: ShippingFormValues }) {
  const save = useSaveShipping();
  const form = useForm<ShippingFormValues>({ defaultValues: initial });
  const zones = useFieldArray({ control: form.control, name: 'zones' });

  const showErrors = (issues: Record<string, string>) => {
    for (const [path, message] of Object.entries(issues))
      form.setError(formFieldOf(path) as Path<ShippingFormValues>, { message });
  };

  const onSubmit = form.handleSubmit((values) => {
    const table = toTable(values);
    const checked = shippingTableSchema.safeParse(table);
    if (!checked.success) {
      showErrors(
        Object.fromEntries(checked.error.issues.map((i) => [i.path.join('.'), i.message])),
      );
      return;
    }
    save.mutate(table, {
      onSuccess: () => toast.success('Shipping rates saved'),
      onError: (error) => {
        if (error instanceof ApiError && error.errors) showErrors(error.errors);
      },
    });
  });

  const invalid = Object.keys(form.formState.errors).length > 0;
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Shipping rates" className="space-y-6">
      {zones.fields.map((zone, index) => (
        <ZoneEditor
          key={zone.id}
          form={form}
          index={index}
          onRemove={zones.fields.length > 1 ? () => zones.remove(index) : undefined}
          onMove={(to) => zones.move(index, to)}
          count={zones.fields.length}
        />
      ))}
      <Button
        type="button"
        variant="secondary"
        onClick={() => zones.append({ name: '', countries: [], methods: [emptyMethod()] })}
      >
        <Plus aria-hidden="true" className="size-4" /> Add a zone
      </Button>
      <div className="sticky bottom-0 -mx-4 flex flex-wrap items-center gap-4 border-t border-sand-200 bg-sand-50/95 px-4 py-4 backdrop-blur">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save shipping rates'}
        </Button>
        <p role="alert" className="text-sm text-clay-600">
          {save.error && !(save.error instanceof ApiError && save.error.errors)
            ? save.error.message
            : invalid
              ? 'Please correct the fields marked above.'
              : ''}
        </p>
      </div>
    </form>
  );
}
