/**
 * Reads an uploaded CSV as a stream (csv-parse) into groups of rows by Handle, with the file line
 * each row starts on. Rows of one product must follow each other (as Shopify writes them), so a
 * group is handed on as soon as the next Handle starts and the file is never held whole.
 */
import { parse } from 'csv-parse';
import type { Readable } from 'node:stream';
import { BadRequestError } from '../../lib/errors';
import { CSV_COLUMNS, type CsvColumn, type CsvRow } from './csv-columns';

/** Beyond this many rows a product is refused unread (Shopify's 2,048 variants, and images). */
export const GROUP_ROWS_MAX = 2_500;
/** A record longer than this is not a product row (a stray quote swallowing the file). */
const RECORD_MAX = 256 * 1024;

export type FileRow = { line: number; cells: CsvRow };
export type RowGroup = {
  handle: string;
  line: number;
  rows: FileRow[];
  /** Rows beyond GROUP_ROWS_MAX, counted but not kept. */
  dropped: number;
  /** Whether the file has option columns (without them, variants are matched by SKU alone). */
  optionColumns: boolean;
  /** The line where earlier rows of the same Handle started, when they did not come just before. */
  repeatOf?: number;
};

/** Our export protects cells from spreadsheets' formulas with an apostrophe; read them back. */
const unprotect = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);
const lineBreaks = (fields: string[]) =>
  fields.reduce((n, f) => n + (f.match(/\r\n|\r|\n/g)?.length ?? 0), 0);

function columnsOf(header: string[]): (CsvColumn | null)[] {
  const known = new Map(CSV_COLUMNS.map((c) => [c.toLowerCase(), c]));
  const columns = header.map((h) => known.get(h.trim().toLowerCase()) ?? null);
  if (!columns.includes('Handle'))
    throw new BadRequestError(
      'The file has no Handle column: its first line must name the columns (export one to see them)',
    );
  return columns;
}

async function* records(input: Readable) {
  const parser = input.pipe(
    parse({
      bom: true,
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
      max_record_size: RECORD_MAX,
    }),
  );
  input.on('error', (err) => parser.destroy(err));
  let next = 1;
  let empty = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { empty_lines: number };
    }>) {
      const line = next + (info.empty_lines - empty);
      empty = info.empty_lines;
      next = line + lineBreaks(record) + 1;
      yield { line, record };
    }
  } catch (err) {
    if (err instanceof BadRequestError || (err as { code?: string }).code?.startsWith('FST_'))
      throw err;
    const message = err instanceof Error ? err.message : String(err);
    throw new BadRequestError(`The file is not valid CSV near line ${next}: ${message}`);
  }
}

/** The file's rows grouped by Handle, in file order; an empty Handle is its own group. */
export async function* readGroups(input: Readable): AsyncGenerator<RowGroup> {
  let columns: (CsvColumn | null)[] | null = null;
  let group: RowGroup | null = null;
  const seen = new Map<string, number>();
  for await (const { line, record } of records(input)) {
    if (!columns) {
      columns = columnsOf(record);
      continue;
    }
    const cells: CsvRow = {};
    columns.forEach((column, i) => {
      const cell = record[i];
      if (column && cell) cells[column] = unprotect(cell).trim();
    });
    const handle = cells.Handle ?? '';
    if (group && group.handle === handle && handle !== '') {
      if (group.rows.length < GROUP_ROWS_MAX) group.rows.push({ line, cells });
      else group.dropped++;
      continue;
    }
    if (group) yield group;
    const optionColumns = columns.includes('Option1 Name');
    group = {
      handle,
      line,
      rows: [{ line, cells }],
      dropped: 0,
      optionColumns,
      repeatOf: seen.get(handle),
    };
    if (handle && !seen.has(handle)) seen.set(handle, line);
  }
  if (!columns) throw new BadRequestError('The file is empty: export one to see its columns');
  if (group) yield group;
}
