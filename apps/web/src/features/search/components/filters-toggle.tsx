/** Below the lg breakpoint the filters sidebar folds away behind this toggle (aria-expanded). */
import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { cx } from '../../../lib/class-names';

type FiltersToggleProps = { controls: string; open: boolean; onToggle: () => void };

export function FiltersToggle({ controls, open, onToggle }: FiltersToggleProps) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'lg:hidden' })}
    >
      <SlidersHorizontal size={16} strokeWidth={1.75} aria-hidden="true" />
      Filters
      <ChevronDown
        size={16}
        aria-hidden="true"
        className={cx('transition-transform', open && 'rotate-180')}
      />
    </button>
  );
}
