/**
 * A select bound to one of a list's URL parameters: choosing sets it (back to the first page).
 * The list's own default (`fallback`, e.g. 'newest') leaves the URL clean.
 */
import type { ComponentProps } from 'react';
import { SelectField } from '../../../components/ui/form-field';
import type { useListParams } from './use-list-params';

type ListSelectProps = Omit<ComponentProps<typeof SelectField>, 'value' | 'onChange'> & {
  list: ReturnType<typeof useListParams>;
  param: string;
  fallback?: string;
};

export function ListSelect({ list, param, fallback = '', ...field }: ListSelectProps) {
  return (
    <SelectField
      {...field}
      value={list.get(param) ?? fallback}
      onChange={(e) =>
        list.setFilters({ [param]: e.target.value === fallback ? '' : e.target.value })
      }
    />
  );
}
