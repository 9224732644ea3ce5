/** Previous / next pages of a list; the page lives in the URL (?page=). */
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';

type PaginationProps = { page: number; pageSize: number; total: number; label: string };

export function Pagination({ page, pageSize, total, label }: PaginationProps) {
  const [params] = useSearchParams();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const hrefFor = (target: number) => {
    const next = new URLSearchParams(params);
    if (target === 1) next.delete('page');
    else next.set('page', String(target));
    return `?${next}`;
  };
  const link = buttonClasses({ variant: 'secondary', size: 'sm' });
  return (
    <nav aria-label={`${label} pages`} className="mt-6 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={link}>
          Previous
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-stone-600">
        Page {page} of {pages}
      </p>
      {page < pages ? (
        <Link to={hrefFor(page + 1)} className={link}>
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
