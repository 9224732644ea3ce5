/** A search box for a list; the query is applied on submit (Enter or the button). */
import { Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';

type SearchFormProps = {
  id: string;
  label: string;
  placeholder?: string;
  value: string;
  onSearch: (query: string) => void;
};

export function SearchForm({ id, label, placeholder, value, onSearch }: SearchFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(String(new FormData(event.currentTarget).get('q') ?? '').trim());
  };
  return (
    <form role="search" onSubmit={submit} className="flex min-w-0 flex-1 items-end gap-2">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-stone-800">
          {label}
        </label>
        {/* Keyed by the URL's value so going back in history shows that query again. */}
        <Input
          key={value}
          id={id}
          name="q"
          type="search"
          defaultValue={value}
          placeholder={placeholder}
        />
      </div>
      <Button type="submit" variant="secondary" className="shrink-0">
        <Search aria-hidden="true" className="size-4" />
        Search
      </Button>
    </form>
  );
}
