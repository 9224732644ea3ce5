/** Saves the list's current filter as a segment, under a name the owner gives it. */
import type { CustomerFilter } from '@shop/shared';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useCreateSegment } from './api/customers';

export function SaveSegmentForm({ filter }: { filter: CustomerFilter }) {
  const create = useCreateSegment();
  const [saved, setSaved] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const name = String(new FormData(form).get('name') ?? '').trim();
    create.mutate(
      { name, filter },
      {
        onSuccess: ({ segment }) => {
          setSaved(segment.name);
          form.reset();
        },
      },
    );
  };
  return (
    <form
      onSubmit={submit}
      className="mb-4 flex flex-wrap items-end gap-2"
      aria-label="Save as a segment"
    >
      <div className="min-w-0 flex-1">
        <label htmlFor="segment-name" className="mb-1.5 block text-sm font-medium text-stone-800">
          Save these filters as a segment
        </label>
        <Input
          id="segment-name"
          name="name"
          required
          maxLength={80}
          placeholder="e.g. Pune regulars"
        />
      </div>
      <Button type="submit" variant="secondary" disabled={create.isPending}>
        Save segment
      </Button>
      <p role="status" className="w-full text-sm text-stone-700">
        {create.error ? (
          <span className="text-red-700">{create.error.message}</span>
        ) : saved ? (
          <>
            Saved “{saved}”.{' '}
            <Link to="/admin/customers/segments" className="font-medium text-brand-800 underline">
              See segments
            </Link>
          </>
        ) : null}
      </p>
    </form>
  );
}
