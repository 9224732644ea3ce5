/** The product form's field groups: details and pricing. */
import { CATEGORIES } from '@shop/shared';
import type { UseFormReturn } from 'react-hook-form';
import { TextField } from '../../../components/ui/form-field';
import { CheckboxField, SelectField, TextAreaField } from '../components/fields';
import { Panel } from '../components/page-header';
import { categoryLabel } from './product-labels';
import { emptyAsNull, type ProductFormValues } from './product-form-values';

type Form = UseFormReturn<ProductFormValues>;

export function DetailsSection({ form, creating }: { form: Form; creating: boolean }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <Panel title="Details">
      <div className="space-y-5">
        <TextField
          id="product-title"
          label="Title"
          error={errors.title?.message}
          {...register('title')}
        />
        <TextAreaField
          id="product-description"
          label="Description"
          rows={6}
          error={errors.description?.message}
          {...register('description')}
        />
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <SelectField
            id="product-category"
            label="Category"
            error={errors.category?.message}
            {...register('category')}
          >
            <option value="">Choose a category</option>
            {CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {categoryLabel(c)}
              </option>
            ))}
          </SelectField>
          {creating && (
            <TextField
              id="product-stock"
              label="Stock"
              type="number"
              min={0}
              step={1}
              inputMode="numeric"
              error={errors.countInStock?.message}
              {...register('countInStock')}
            />
          )}
        </div>
        <CheckboxField
          id="product-featured"
          label="Featured on the home page"
          {...register('featured')}
        />
      </div>
    </Panel>
  );
}

export function PricingSection({ form }: { form: Form }) {
  const {
    register,
    formState: { errors },
  } = form;
  const money = { type: 'number', min: 0, step: 0.01, inputMode: 'decimal' } as const;
  const percent = { type: 'number', min: 0, step: 1, inputMode: 'numeric' } as const;
  return (
    <Panel title="Pricing (USD)">
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <TextField
          id="product-price"
          label="Price"
          {...money}
          error={errors.price?.message}
          {...register('price')}
        />
        <TextField
          id="product-sale-price"
          label="Sale price (optional)"
          {...money}
          error={errors.salePrice?.message}
          {...register('salePrice', { setValueAs: emptyAsNull })}
        />
        <TextField
          id="product-discount"
          label="Discount %"
          {...percent}
          error={errors.discountPercent?.message}
          {...register('discountPercent')}
        />
        <TextField
          id="product-tax"
          label="Tax %"
          {...percent}
          error={errors.taxPercent?.message}
          {...register('taxPercent')}
        />
        <TextField
          id="product-shipping"
          label="Shipping cost"
          {...money}
          error={errors.shippingCost?.message}
          {...register('shippingCost')}
        />
      </div>
    </Panel>
  );
}
