/** The owner's notes and tags about a customer (tags comma-separated), saved together. */
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useSaveNotes } from './api/customers';

const label = 'mb-1.5 block text-sm font-medium text-stone-800';

export function CustomerNotesForm({
  id,
  notes,
  tags,
}: {
  id: string;
  notes: string;
  tags: string[];
}) {
  const save = useSaveNotes(id);
  const [message, setMessage] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const tagList = String(form.get('tags') ?? '')
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean);
    save.mutate(
      { notes: String(form.get('notes') ?? ''), tags: tagList },
      { onSuccess: (answer) => setMessage(answer.message ?? 'Saved') },
    );
  };
  return (
    <form onSubmit={submit} className="space-y-3" aria-labelledby="notes-heading">
      <h2 id="notes-heading" className="text-lg font-medium text-brand-900">
        Notes and tags
      </h2>
      <div>
        <label htmlFor="customer-notes" className={label}>
          Notes (only you see them)
        </label>
        <textarea
          id="customer-notes"
          name="notes"
          rows={4}
          maxLength={5000}
          defaultValue={notes}
          className="w-full rounded-lg border border-sand-300 bg-white p-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-700"
        />
      </div>
      <div>
        <label htmlFor="customer-tags" className={label}>
          Tags, separated by commas
        </label>
        <Input
          id="customer-tags"
          name="tags"
          defaultValue={tags.join(', ')}
          placeholder="vip, wholesale"
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={save.isPending}>
          Save notes
        </Button>
        <p role="status" className="text-sm text-stone-700">
          {save.error ? <span className="text-red-700">{save.error.message}</span> : message}
        </p>
      </div>
    </form>
  );
}
