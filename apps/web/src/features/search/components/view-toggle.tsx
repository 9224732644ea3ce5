/** Grid or list: two toggle buttons (aria-pressed) in a labelled group. */
import { LayoutGrid, List } from 'lucide-react';
import { cx } from '../../../lib/class-names';
import type { SearchView } from '../search-params';

const VIEWS = [
  { value: 'grid', label: 'Grid view', Icon: LayoutGrid },
  { value: 'list', label: 'List view', Icon: List },
] as const;

type ViewToggleProps = { value: SearchView; onChange: (view: SearchView) => void };

export function ViewToggle({ value, onChange }: ViewToggleProps) {
  return (
    <div
      role="group"
      aria-label="View"
      className="flex rounded-full bg-white p-1 ring-1 ring-sand-200"
    >
      {VIEWS.map(({ value: view, label, Icon }) => {
        const pressed = view === value;
        return (
          <button
            key={view}
            type="button"
            aria-pressed={pressed}
            aria-label={label}
            title={label}
            onClick={() => onChange(view)}
            className={cx(
              'grid size-8 place-items-center rounded-full transition-colors',
              pressed ? 'bg-brand-700 text-white' : 'text-brand-800 hover:bg-sand-100',
            )}
          >
            <Icon size={16} strokeWidth={1.75} aria-hidden="true" />
          </button>
        );
      })}
    </div>
  );
}
