/** A back-office page's title row: the heading, an optional back link and actions on the right. */
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title';

type PageHeaderProps = {
  title: string;
  /** Shown under the title (e.g. a count or a status). */
  description?: ReactNode;
  back?: { to: string; label: string };
  actions?: ReactNode;
};

export function PageHeader({ title, description, back, actions }: PageHeaderProps) {
  useDocumentTitle(`${title} · Admin`);
  return (
    <div className="mb-6 sm:mb-8">
      {back && (
        <Link
          to={back.to}
          className="mb-3 inline-flex items-center gap-1.5 text-sm text-stone-600 hover:text-brand-800"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {back.label}
        </Link>
      )}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="font-serif text-2xl break-words text-brand-900 sm:text-3xl">{title}</h1>
          {description && <div className="mt-1 text-sm text-stone-600">{description}</div>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
    </div>
  );
}

/** A white card that groups a part of a page, titled for screen readers and eyes alike. */
export function Panel({
  title,
  children,
  actions,
  className,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  className?: string;
}) {
  const id = `panel-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section
      aria-labelledby={id}
      className={`rounded-2xl border border-sand-200 bg-white p-4 shadow-sm sm:p-6 ${className ?? ''}`}
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-base font-semibold text-stone-900">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
