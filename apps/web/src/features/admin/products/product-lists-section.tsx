/** The product form's lists: features, colours and specifications. */
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Panel } from '../components/page-header';
import { firstMessage, type ProductFormValues } from './product-form-values';
import { SpecificationsEditor } from './specifications-editor';
import { StringListEditor } from './string-list-editor';

type Form = UseFormReturn<ProductFormValues>;

export function ListsSection({ form, byVariant = false }: { form: Form; byVariant?: boolean }) {
  const {
    control,
    formState: { errors },
  } = form;
  return (
    <Panel
      title={byVariant ? 'Features and specifications' : 'Features, colours and specifications'}
    >
      <div className="space-y-6">
        <Controller
          control={control}
          name="features"
          render={({ field }) => (
            <StringListEditor
              id="product-features"
              label="Features"
              itemName="feature"
              value={field.value ?? []}
              onChange={field.onChange}
              error={firstMessage(errors, 'features')}
            />
          )}
        />
        {byVariant ? (
          <p className="text-sm text-stone-700">
            Colours are the values of the Colour option, edited under Options.
          </p>
        ) : (
          <Controller
            control={control}
            name="colors"
            render={({ field }) => (
              <StringListEditor
                id="product-colors"
                label="Colours"
                itemName="colour"
                value={field.value ?? []}
                onChange={field.onChange}
                error={firstMessage(errors, 'colors')}
              />
            )}
          />
        )}
        <Controller
          control={control}
          name="specifications"
          render={({ field }) => (
            <SpecificationsEditor
              id="product-specs"
              value={field.value ?? {}}
              onChange={field.onChange}
              error={firstMessage(errors, 'specifications')}
            />
          )}
        />
      </div>
    </Panel>
  );
}
