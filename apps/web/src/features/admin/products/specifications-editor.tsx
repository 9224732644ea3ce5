/** Editor for a product's specifications: name and value pairs; values stay editable in place. */
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { onEnter, removeButton } from './list-editor-parts';

type SpecsProps = {
  id: string;
  value: Record<string, string>;
  onChange: (value: Record<string, string>) => void;
  error?: string;
};

export function SpecificationsEditor({ id, value, onChange, error }: SpecsProps) {
  const [name, setName] = useState('');
  const [text, setText] = useState('');
  const entries = Object.entries(value);
  const add = () => {
    if (!name.trim()) return;
    onChange({ ...value, [name.trim()]: text.trim() });
    setName('');
    setText('');
  };
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-2 text-sm font-medium text-stone-800">Specifications</legend>
      {entries.length > 0 && (
        <ul className="mb-3 space-y-2">
          {entries.map(([key, spec]) => (
            <li key={key} className="flex items-center gap-2">
              <label
                htmlFor={`${id}-${key}`}
                className="w-28 shrink-0 truncate text-sm text-stone-700 sm:w-36"
              >
                {key}
              </label>
              <Input
                id={`${id}-${key}`}
                value={spec}
                onChange={(e) => onChange({ ...value, [key]: e.target.value })}
              />
              <button
                type="button"
                aria-label={`Remove specification ${key}`}
                className={removeButton}
                onClick={() => onChange(Object.fromEntries(entries.filter(([k]) => k !== key)))}
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-2 sm:flex-nowrap">
        <label htmlFor={`${id}-name`} className="sr-only">
          Specification name
        </label>
        <Input
          id={`${id}-name`}
          value={name}
          placeholder="Name, e.g. Size"
          className="sm:w-40"
          onChange={(e) => setName(e.target.value)}
          onKeyDown={onEnter(add)}
        />
        <label htmlFor={`${id}-value`} className="sr-only">
          Specification value
        </label>
        <Input
          id={`${id}-value`}
          value={text}
          placeholder="Value, e.g. A5"
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onEnter(add)}
        />
        <Button
          variant="secondary"
          onClick={add}
          disabled={!name.trim()}
          aria-label="Add specification"
        >
          <Plus aria-hidden="true" className="size-4" />
          Add
        </Button>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
