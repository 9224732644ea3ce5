/** Editor for a product's text lists (features, colours): add with the box or Enter, remove with ×. */
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { onEnter, removeButton } from './list-editor-parts';

type StringListProps = {
  id: string;
  label: string;
  itemName: string;
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
};

export function StringListEditor({ id, label, itemName, value, onChange, error }: StringListProps) {
  const [draft, setDraft] = useState('');
  const add = () => {
    const item = draft.trim();
    if (item && !value.includes(item)) onChange([...value, item]);
    setDraft('');
  };
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-2 text-sm font-medium text-stone-800">{label}</legend>
      {value.length > 0 && (
        <ul className="mb-3 space-y-1.5">
          {value.map((item, index) => (
            <li
              key={item}
              className="flex items-center gap-2 rounded-lg bg-sand-50 py-1 pr-1 pl-3 text-sm"
            >
              <span className="min-w-0 flex-1 break-words">{item}</span>
              <button
                type="button"
                aria-label={`Remove ${itemName} ${item}`}
                className={removeButton}
                onClick={() => onChange(value.filter((_, i) => i !== index))}
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <label htmlFor={`${id}-new`} className="sr-only">
          New {itemName}
        </label>
        <Input
          id={`${id}-new`}
          value={draft}
          placeholder={`Add a ${itemName}`}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onEnter(add)}
        />
        <Button
          variant="secondary"
          onClick={add}
          disabled={!draft.trim()}
          aria-label={`Add ${itemName}`}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add
        </Button>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
