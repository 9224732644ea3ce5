/** /admin/messages: what shoppers sent through the contact form; unread ones stand out in bold. */
import { Mail, MailOpen } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cx } from '../../../lib/class-names';
import { useMarkMessage, useMessages, type ContactMessage } from '../api/inbox';
import { Badge } from '../components/badge';
import { PageHeader } from '../components/page-header';
import { QueryStatus } from '../components/query-status';
import { formatDateTime } from '../format';

export default function MessagesPage() {
  const messages = useMessages();
  const unread = messages.data?.filter((m) => !m.read).length ?? 0;
  return (
    <>
      <PageHeader
        title="Messages"
        description={
          <span aria-live="polite">
            {messages.data && `${unread} unread of ${messages.data.length}`}
          </span>
        }
      />
      <QueryStatus
        isPending={messages.isPending}
        error={messages.error}
        retry={() => void messages.refetch()}
        label="Messages"
      />
      {messages.data?.length === 0 && (
        <p className="rounded-2xl border border-dashed border-sand-200 bg-white p-8 text-center text-stone-600">
          No messages yet.
        </p>
      )}
      {messages.data && messages.data.length > 0 && (
        <ul className="divide-y divide-sand-100 overflow-hidden rounded-2xl border border-sand-200 bg-white shadow-sm">
          {messages.data.map((m) => (
            <MessageRow key={m.id} message={m} />
          ))}
        </ul>
      )}
    </>
  );
}

function MessageRow({ message: m }: { message: ContactMessage }) {
  const mark = useMarkMessage();
  return (
    <li className={cx('p-4 sm:p-5', !m.read && 'bg-brand-50/40')}>
      <article aria-label={`${m.read ? '' : 'Unread: '}${m.subject} from ${m.name}`}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2
              className={cx(
                'text-base break-words text-stone-900',
                m.read ? 'font-normal' : 'font-bold',
              )}
            >
              {!m.read && <Badge tone="info">Unread</Badge>} {m.subject}
            </h2>
            <p className={cx('text-sm text-stone-700', !m.read && 'font-semibold')}>
              {m.name} ·{' '}
              <a
                href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`}
                className="break-all text-brand-800 underline underline-offset-4"
              >
                {m.email}
              </a>
            </p>
            <p className="text-xs text-stone-600">
              <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
            </p>
          </div>
          <Button
            variant="secondary"
            size="sm"
            disabled={mark.isPending}
            onClick={() => mark.mutate({ id: m.id, read: !m.read })}
          >
            {m.read ? (
              <Mail aria-hidden="true" className="size-4" />
            ) : (
              <MailOpen aria-hidden="true" className="size-4" />
            )}
            {m.read ? 'Mark as unread' : 'Mark as read'}
          </Button>
        </div>
        <p className="mt-3 text-sm whitespace-pre-line break-words text-stone-800">{m.message}</p>
        {mark.error && (
          <p role="alert" className="mt-2 text-sm text-clay-600">
            {mark.error.message}
          </p>
        )}
      </article>
    </li>
  );
}
