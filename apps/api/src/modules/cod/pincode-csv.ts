/**
 * The PIN-code deny list as the owner uploads it: one PIN code per line, or a CSV whose header
 * has a `pincode` column (also "pin code", "pin", "postal code"). Bad lines are named by number.
 */
const PINCODE = /^[1-9]\d{5}$/;
const HEADER_NAMES = new Set(['pincode', 'pin code', 'pin', 'postal code', 'postcode', 'zip']);

export type PincodeList = {
  pincodes: string[];
  rejected: { line: number; text: string; message: string }[];
};

/** Cells of one CSV line; quotes may wrap a cell (and double inside it). */
function cellsOf(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',' || ch === ';' || ch === '\t') {
      cells.push(cell);
      cell = '';
    } else cell += ch;
  }
  cells.push(cell);
  return cells.map((c) => c.trim());
}

export function parsePincodeCsv(text: string): PincodeList {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const header = cellsOf(lines[0] ?? '').map((c) => c.toLowerCase());
  const column = header.findIndex((c) => HEADER_NAMES.has(c));
  const start = column >= 0 ? 1 : 0;
  const found = new Set<string>();
  const rejected: PincodeList['rejected'] = [];
  lines.slice(start).forEach((line, index) => {
    if (!line.trim()) return;
    const cells = cellsOf(line);
    const value = (column >= 0 ? cells[column] : cells[0]) ?? '';
    const pincode = value.replace(/\s+/g, '');
    if (PINCODE.test(pincode)) found.add(pincode);
    else
      rejected.push({
        line: index + start + 1,
        text: line.slice(0, 100),
        message: pincode
          ? 'A PIN code is 6 digits and does not start with 0'
          : 'No PIN code on this line',
      });
  });
  return { pincodes: [...found].sort(), rejected };
}
