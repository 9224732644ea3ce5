/** Joins class names, skipping the falsy ones (conditional Tailwind classes). */
export function cx(...parts: Array<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(' ');
}
