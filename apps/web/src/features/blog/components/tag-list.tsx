/** Tags as quiet pills; the list is named for screen readers. */
import { cx } from '../../../lib/class-names';

type TagListProps = { tags: string[]; label: string; className?: string };

export function TagList({ tags, label, className }: TagListProps) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label={label} className={cx('flex flex-wrap gap-2', className)}>
      {tags.map((tag) => (
        <li
          key={tag}
          className="rounded-full bg-sand-100 px-3 py-1 text-xs text-stone-700 ring-1 ring-sand-200"
        >
          #{tag}
        </li>
      ))}
    </ul>
  );
}
