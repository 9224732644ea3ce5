/**
 * CSV for spreadsheets: a cell that starts like a formula (=, +, -, @, tab, carriage return) is
 * prefixed with an apostrophe, so opening an export never runs what a customer typed; cells with
 * separators or quotes are quoted.
 */
export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) || safe !== text ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const csvRow = (cells: (string | number | null | undefined)[]) =>
  cells.map(csvCell).join(',');
