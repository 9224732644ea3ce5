import { cx } from '../../lib/class-names';

/** A small turning ring with a spoken label, for "…ing" states. */
export function Spinner({ label = 'Loading', className }: { label?: string; className?: string }) {
  return (
    <span role="status" className={cx('inline-flex items-center gap-2', className)}>
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
