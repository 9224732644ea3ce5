/** Up to three options, each a name and its values in order: add, rename, reorder, remove. */
import { OPTIONS_MAX } from '@shop/shared';
import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { Button, iconButtonClasses } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { Panel } from '../../components/page-header';
import * as edit from './grid-values';
import type { GridValues } from './grid-values';
import type { CellErrors } from './grid-save';

type Props = { grid: GridValues; onChange: (grid: GridValues) => void; errors: CellErrors };

export function OptionsEditor({ grid, onChange, errors }: Props) {
  return (
    <Panel
      title="Options"
      actions={
        <Button
          variant="secondary"
          size="sm"
          disabled={grid.options.length >= OPTIONS_MAX}
          onClick={() => onChange(edit.addOption(grid))}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add option
        </Button>
      }
    >
      <p className="mb-4 text-sm text-stone-600">
        Up to {OPTIONS_MAX} options, such as Colour, Ruling or Size. Removing a value removes its
        variants when you save.
      </p>
      {errors.options && (
        <p role="alert" className="mb-3 text-sm text-clay-600">
          {errors.options}
        </p>
      )}
      {grid.options.length === 0 ? (
        <p className="text-sm text-stone-700">No options: the product is sold as one variant.</p>
      ) : (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
          {grid.options.map((option, index) => (
            <OptionFields
              key={index}
              grid={grid}
              index={index}
              onChange={onChange}
              errors={errors}
            />
          ))}
        </div>
      )}
    </Panel>
  );
}

function OptionFields({ grid, index, onChange, errors }: Props & { index: number }) {
  const option = grid.options[index]!;
  const [adding, setAdding] = useState('');
  const nameError = errors[`options.${index}.name`];
  const valuesError =
    errors[`options.${index}.values`] ??
    Object.entries(errors).find(([k]) => k.startsWith(`options.${index}.values.`))?.[1];
  const add = () => {
    onChange(edit.addValue(grid, index, adding));
    setAdding('');
  };
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };
  const id = `option-${index}`;
  return (
    <fieldset className="rounded-xl border border-sand-200 p-3">
      <legend className="px-1 text-sm font-semibold text-stone-900">Option {index + 1}</legend>
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-name`} className="mb-1 block text-sm font-medium text-stone-800">
            Name
          </label>
          <Input
            id={`${id}-name`}
            value={option.name}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? `${id}-name-error` : undefined}
            onChange={(e) => onChange(edit.renameOption(grid, index, e.target.value))}
          />
        </div>
        <button
          type="button"
          className={iconButtonClasses()}
          aria-label={`Remove option ${option.name || index + 1}`}
          onClick={() => onChange(edit.removeOption(grid, index))}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      {nameError && (
        <p id={`${id}-name-error`} className="mt-1 text-xs text-clay-600">
          {nameError}
        </p>
      )}
      <p className="mt-3 mb-1 text-sm font-medium text-stone-800" id={`${id}-values`}>
        Values, in order
      </p>
      <ol aria-labelledby={`${id}-values`} className="space-y-1.5">
        {option.values.map((value, at) => (
          <li key={`${at}-${value}`} className="flex items-center gap-1">
            <ValueInput
              label={`${option.name || `Option ${index + 1}`} value ${at + 1}`}
              value={value}
              onCommit={(next) => onChange(edit.renameValue(grid, index, at, next))}
            />
            <MoveButtons grid={grid} index={index} at={at} onChange={onChange} />
            <button
              type="button"
              className={iconButtonClasses('size-8')}
              aria-label={`Remove ${value}`}
              disabled={option.values.length <= 1}
              onClick={() => onChange(edit.removeValue(grid, index, at))}
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </li>
        ))}
      </ol>
      {valuesError && <p className="mt-1 text-xs text-clay-600">{valuesError}</p>}
      <div className="mt-2 flex gap-2">
        <label htmlFor={`${id}-add`} className="sr-only">
          New value of {option.name || `option ${index + 1}`}
        </label>
        <Input
          id={`${id}-add`}
          className="h-9"
          placeholder="New value"
          value={adding}
          onChange={(e) => setAdding(e.target.value)}
          onKeyDown={onKey}
        />
        <Button variant="ghost" size="sm" onClick={add} disabled={!adding.trim()}>
          Add
        </Button>
      </div>
    </fieldset>
  );
}

/** A value is renamed when the owner leaves the box, so rows follow the finished name. */
function ValueInput(props: { label: string; value: string; onCommit: (value: string) => void }) {
  const [text, setText] = useState(props.value);
  const commit = () => {
    if (text.trim() && text !== props.value) props.onCommit(text.trim());
    else setText(props.value);
  };
  return (
    <Input
      aria-label={props.label}
      className="h-9 min-w-0 flex-1 px-3"
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          commit();
        }
      }}
    />
  );
}

function MoveButtons(props: {
  grid: GridValues;
  index: number;
  at: number;
  onChange: (grid: GridValues) => void;
}) {
  const { grid, index, at, onChange } = props;
  const option = grid.options[index]!;
  const value = option.values[at];
  return (
    <>
      <button
        type="button"
        className={iconButtonClasses('size-8')}
        aria-label={`Move ${value} up`}
        disabled={at === 0}
        onClick={() => onChange(edit.moveValue(grid, index, at, -1))}
      >
        <ArrowUp aria-hidden="true" className="size-4" />
      </button>
      <button
        type="button"
        className={iconButtonClasses('size-8')}
        aria-label={`Move ${value} down`}
        disabled={at === option.values.length - 1}
        onClick={() => onChange(edit.moveValue(grid, index, at, 1))}
      >
        <ArrowDown aria-hidden="true" className="size-4" />
      </button>
    </>
  );
}
