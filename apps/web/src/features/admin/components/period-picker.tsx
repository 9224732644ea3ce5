/**
 * The back office's period: a few "last N days" presets and a custom From-To, as the dashboard and
 * the COD report ask for it. Each page says which preset is current and how it checks two dates.
 */
import { useState, type FormEvent } from 'react';

type Props = {
  presets: readonly number[];
  /** Whether a preset is the period shown now (then it reads as pressed). */
  isCurrent: (days: number) => boolean;
  onPreset: (days: number) => void;
  /** Whether a custom period is shown now. */
  customCurrent: boolean;
  /** The dates the custom fields start with (YYYY-MM-DD, or empty). */
  from: string;
  to: string;
  /** What is wrong with two dates, or null when they make a period. */
  problemWith: (from: string, to: string) => string | null;
  onCustom: (from: string, to: string) => void;
};

const chip = (active: boolean) =>
  `rounded-full px-3 py-1.5 text-sm ring-1 ${
    active ? 'bg-brand-700 text-sand-50 ring-brand-700' : 'bg-white text-brand-900 ring-sand-300'
  }`;

export function PeriodPicker(props: Props) {
  const [from, setFrom] = useState(props.from);
  const [to, setTo] = useState(props.to);
  const [problem, setProblem] = useState<string | null>(null);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const wrong = props.problemWith(from, to);
    setProblem(wrong);
    if (!wrong) props.onCustom(from, to);
  };
  const dateField = (label: string, value: string, set: (v: string) => void) => (
    <label className="text-sm">
      <span className="block text-stone-700">{label}</span>
      <input
        type="date"
        value={value}
        onChange={(e) => set(e.target.value)}
        className="rounded-lg border border-sand-300 px-2 py-1.5"
      />
    </label>
  );
  return (
    <div className="mb-6 flex flex-wrap items-end gap-3">
      <div role="group" aria-label="Period" className="flex flex-wrap gap-2">
        {props.presets.map((days) => (
          <button
            key={days}
            type="button"
            aria-pressed={props.isCurrent(days)}
            onClick={() => {
              setProblem(null);
              props.onPreset(days);
            }}
            className={chip(props.isCurrent(days))}
          >
            {days} days
          </button>
        ))}
      </div>
      <form
        noValidate
        onSubmit={apply}
        aria-label="Custom period"
        className="flex flex-wrap items-end gap-2"
      >
        {dateField('From', from, setFrom)}
        {dateField('To', to, setTo)}
        <button type="submit" className={chip(props.customCurrent)}>
          Show
        </button>
        {problem && (
          <p role="alert" className="w-full text-sm text-clay-700">
            {problem}
          </p>
        )}
      </form>
    </div>
  );
}
