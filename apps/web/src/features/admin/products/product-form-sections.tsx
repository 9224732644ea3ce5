/** The product form's field groups: details and pricing. */
import type { UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { bindField } from '../../../components/ui/bind-field';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-field';
import { useGstRates } from '../api/gst-rates';
import { useShopCurrency } from '../api/shop-currency';
import { Panel } from '../components/page-header';
import { hsnLabel } from './hsn-label';
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

export function PricingSection({ form, byVariant = false }: { form: Form; byVariant?: boolean }) {
  const field = bindField(form);
  const currency = useShopCurrency();
  const money = { type: 'number', min: 0, step: 0.01, inputMode: 'decimal' } as const;
  return (
    <Panel title={`Pricing (${currency})`}>
      <p className="mb-4 text-sm text-stone-600">
        Prices include GST at the rate of the product&apos;s HSN code.
      </p>
      {byVariant && (
        <p className="mb-4 rounded-lg bg-sand-50 p-3 text-sm text-stone-800">
          This product has several variants: set each one&apos;s price, sale price and stock in the{' '}
          <a href="#variants-grid" className="font-medium text-brand-800 underline">
            Variants grid
          </a>{' '}
          below.
        </p>
      )}
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        {!byVariant && (
          <>
            <TextField id="product-price" label="Price" {...money} {...field('price')} />
            <TextField
              id="product-sale-price"
              label="Sale price (optional)"
              {...money}
              {...field('salePrice', { setValueAs: emptyAsNull })}
            />
          </>
        )}
        <HsnSelect form={form} />
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

/** The HSN codes the owner keeps a GST rate for: "4820 · 18% · Registers, diaries...". */
function HsnSelect({ form }: { form: Form }) {
  const field = bindField(form);
  const rates = useGstRates();
  const current = form.getValues('hsnCode');
  const options = (rates.data ?? []).map((rate) => ({
    value: rate.hsnCode,
    label: hsnLabel(rate),
  }));
  // Until the rates arrive (or if the code lost its rate), the product's own code stays chosen.
  if (current && !options.some((o) => o.value === current))
    options.unshift({ value: current, label: current });
  return (
    <SelectField
      id="product-hsn"
      label="HSN code (GST rate)"
      hint={
        <>
          Not listed? Add it under <Link to="/admin/pricing">GST rates</Link> first.
        </>
      }
      options={options}
      {...field('hsnCode')}
    />
  );
}
