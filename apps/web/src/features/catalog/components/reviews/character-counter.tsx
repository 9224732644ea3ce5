/**
 * 'n/max' under a field. Screen readers hear it with the field (aria-describedby); the live
 * region speaks only near the limit, not on every keystroke.
 */
type CharacterCounterProps = { id: string; length: number; max: number };

const NEAR_LIMIT = 20;

export function CharacterCounter({ id, length, max }: CharacterCounterProps) {
  const left = max - length;
  return (
    <>
      <p
        id={id}
        className={`text-xs tabular-nums ${left < 0 ? 'text-clay-600' : 'text-stone-500'}`}
      >
        {length}/{max}
      </p>
      <p aria-live="polite" className="sr-only">
        {left <= NEAR_LIMIT ? `${Math.max(left, 0)} characters left` : ''}
      </p>
    </>
  );
}
