/**
 * A letter to the newsletter (record 062): to every confirmed subscriber, or to a segment's
 * members who subscribed. Each field is labelled; the answer says how many it went to.
 */
import type { NewsletterLetter, NewsletterSentResponse, Segment } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { api } from '../../../lib/api-client';

const label = 'mb-1.5 block text-sm font-medium text-stone-800';

export function LetterForm({ segments }: { segments: Segment[] }) {
  const send = useMutation({
    mutationFn: (body: NewsletterLetter) =>
      api<NewsletterSentResponse>('/api/admin/newsletter/letters', { method: 'POST', body }),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const segmentId = String(form.get('segmentId') ?? '');
    send.mutate({
      subject: String(form.get('subject') ?? ''),
      text: String(form.get('text') ?? ''),
      segmentId: segmentId === '' ? null : segmentId,
    });
  };
  return (
    <form
      onSubmit={submit}
      aria-labelledby="letter-heading"
      className="mt-8 space-y-3 rounded-2xl border border-sand-200 bg-white p-4"
    >
      <h2 id="letter-heading" className="text-lg font-medium text-brand-900">
        Send a newsletter
      </h2>
      <div>
        <label htmlFor="letter-segment" className={label}>
          To
        </label>
        <Select id="letter-segment" name="segmentId" defaultValue="">
          <option value="">Every subscriber</option>
          {segments.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name} (subscribed members only)
            </option>
          ))}
        </Select>
      </div>
      <div>
        <label htmlFor="letter-subject" className={label}>
          Subject
        </label>
        <Input id="letter-subject" name="subject" required maxLength={150} />
      </div>
      <div>
        <label htmlFor="letter-text" className={label}>
          Letter (a blank line starts a new paragraph)
        </label>
        <textarea
          id="letter-text"
          name="text"
          required
          rows={6}
          maxLength={10_000}
          className="w-full rounded-lg border border-sand-300 bg-white p-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-700"
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={send.isPending}>
          Send letter
        </Button>
        <p role="status" className="text-sm text-stone-700">
          {send.error ? (
            <span className="text-red-700">{send.error.message}</span>
          ) : (
            send.data?.message
          )}
        </p>
      </div>
    </form>
  );
}
