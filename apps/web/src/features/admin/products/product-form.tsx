/** Create or edit a product: React Hook Form with the API's own schema and its messages. */
import { zodResolver } from '@hookform/resolvers/zod';
import { adminProductSchema } from '@shop/shared';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useSaveProduct } from '../api/product-mutations';
import type { AdminProduct } from '../api/products';
import { DetailsSection, PricingSection } from './product-form-sections';
import { ListsSection } from './product-lists-section';
import { toFormValues, type ProductFormValues } from './product-form-values';

type ProductFormProps = {
  product?: AdminProduct;
  /** More than one: prices, stock and colours are set in the variant grid. */
  variantCount?: number;
  onSaved: (id: string) => void;
};

export function ProductForm({ product, variantCount = 1, onSaved }: ProductFormProps) {
  const save = useSaveProduct(product?.id);
  const form = useForm<ProductFormValues>({
    resolver: zodResolver(adminProductSchema),
    defaultValues: toFormValues(product),
  });

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (id) => {
        form.reset(values);
        onSaved(id);
      },
      onError: (error) => {
        // The server checks with the same schema; map any field messages it sends back.
        const fields = error instanceof ApiError ? (error.errors ?? {}) : {};
        for (const [name, message] of Object.entries(fields))
          form.setError(name as keyof ProductFormValues, { message });
      },
    }),
  );

  const invalid = Object.keys(form.formState.errors).length > 0;
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={product ? 'Edit product' : 'New product'}
      className="space-y-6"
    >
      <DetailsSection form={form} creating={!product} />
      <PricingSection form={form} byVariant={variantCount > 1} />
      <ListsSection form={form} byVariant={variantCount > 1} />
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : product ? 'Save product' : 'Create product'}
        </Button>
        <p role="alert" className="text-sm text-clay-600">
          {save.error
            ? save.error.message
            : invalid
              ? 'Please correct the fields marked above.'
              : ''}
        </p>
      </div>
    </form>
  );
}
