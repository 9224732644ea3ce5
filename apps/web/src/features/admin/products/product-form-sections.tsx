/** The product form's field groups: details and pricing. */
import type { UseFormReturn } from 'react-hook-form';
import { bindField } from '../../../components/ui/bind-field';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-field';
import { Panel } from '../components/page-header';
import { categoryOptions } from './product-labels';
import { emptyAsNull, type ProductFormValues } from './product-form-values';

type Form = UseFormReturn<ProductFormValues>;

export function DetailsSection({ form, creating }: { form: Form; creating: boolean }) {
  const field = bindField(form);
  return (
    <Panel title="Details">
      <div className="space-y-5">
        <TextField id="product-title" label="Title" {...field('title')} />
        <TextAreaField
          id="product-description"
          label="Description"
          rows={6}
          {...field('description')}
        />
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <SelectField
            id="product-category"
            label="Category"
            options={[{ value: '', label: 'Choose a category' }, ...categoryOptions]}
            {...field('category')}
          />
          {creating && (
            <TextField
              id="product-stock"
              label="Stock"
              type="number"
              min={0}
              step={1}
              inputMode="numeric"
              {...field('countInStock')}
            />
          )}
        </div>
        <CheckboxField
          id="product-featured"
          label="Featured on the home page"
          {...field('featured')}
        />
      </div>
    </Panel>
  );
}

export function PricingSection({ form }: { form: Form }) {
  const field = bindField(form);
  const money = { type: 'number', min: 0, step: 0.01, inputMode: 'decimal' } as const;
  const percent = { type: 'number', min: 0, step: 1, inputMode: 'numeric' } as const;
  return (
    <Panel title="Pricing (USD)">
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <TextField id="product-price" label="Price" {...money} {...field('price')} />
        <TextField
          id="product-sale-price"
          label="Sale price (optional)"
          {...money}
          {...field('salePrice', { setValueAs: emptyAsNull })}
        />
        <TextField
          id="product-discount"
          label="Discount %"
          {...percent}
          {...field('discountPercent')}
        />
        <TextField id="product-tax" label="Tax %" {...percent} {...field('taxPercent')} />
        <TextField
          id="product-shipping"
          label="Shipping cost"
          {...money}
          {...field('shippingCost')}
        />
      </div>
    </Panel>
  );
}
