/** Previous / page numbers / Next for lists longer than a page; links, so pages can be shared. */
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cx } from '../../lib/class-names';

type PaginationProps = {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
};

/** 1 … 4 5 6 … 12: the first, the last and the current page with its neighbours. */
export function pageNumbers(page: number, pageCount: number): (number | 'gap')[] {
  const shown = [...new Set([1, page - 1, page, page + 1, pageCount])]
    .filter((n) => n >= 1 && n <= pageCount)
    .sort((a, b) => a - b);
  return shown.flatMap((n, i) => (i > 0 && n - shown[i - 1]! > 1 ? ['gap' as const, n] : [n]));
}

const item =
  'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-full px-3 text-sm';
const idle = 'text-brand-800 ring-1 ring-sand-200 bg-white hover:bg-brand-50';

export function Pagination({ page, pageCount, hrefFor }: PaginationProps) {
  if (pageCount <= 1) return null;
  const step = (target: number, label: string, icon: ReactNode, after = false) =>
    target >= 1 && target <= pageCount ? (
      <Link to={hrefFor(target)} rel={after ? 'next' : 'prev'} className={cx(item, idle)}>
        {!after && icon}
        {label}
        {after && icon}
      </Link>
    ) : (
      <span aria-disabled="true" className={cx(item, 'text-stone-400 ring-1 ring-sand-200')}>
        {!after && icon}
        {label}
        {after && icon}
      </span>
    );

  return (
    <nav aria-label="Pagination" className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {step(page - 1, 'Previous', <ChevronLeft size={16} aria-hidden="true" />)}
      <ul className="flex flex-wrap items-center gap-2">
        {pageNumbers(page, pageCount).map((n, i) => (
          <li key={n === 'gap' ? `gap-${i}` : n}>
            {n === 'gap' ? (
              <span className="px-1 text-stone-500">…</span>
            ) : (
              <Link
                to={hrefFor(n)}
                aria-label={`Page ${n}`}
                aria-current={n === page ? 'page' : undefined}
                className={cx(item, n === page ? 'bg-brand-700 font-medium text-white' : idle)}
              >
                {n}
              </Link>
            )}
          </li>
        ))}
      </ul>
      {step(page + 1, 'Next', <ChevronRight size={16} aria-hidden="true" />, true)}
    </nav>
  );
}
