/**
 * The profile keeps one name; checkout asks for first and last name (DESIGN.md section 5 item 12).
 * The last word is the last name and everything before it the first name, so "Asha Devi Rao"
 * reads "Asha Devi" + "Rao"; a one-word name stays a first name and leaves the last name to type.
 */
export function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return { firstName: words[0] ?? '', lastName: '' };
  return { firstName: words.slice(0, -1).join(' '), lastName: words.at(-1)! };
}
