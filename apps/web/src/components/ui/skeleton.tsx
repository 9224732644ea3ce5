import { cx } from '../../lib/class-names';

/** A pulsing placeholder block; size it with classes. Hidden from assistive technology. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={cx('animate-pulse rounded-md bg-sand-200/70', className)} />
  );
}
