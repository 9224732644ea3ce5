/** How an order line names the variant it sold (record 038). */
import { variantLabel, type OptionValues } from './variants';

/**
 * How an order line reads on an invoice, a mail or a packing slip: "Title (Sage / Dotted)" from
 * the option values kept on the line, or the spec's colour on a line sold before variants.
 */
export function lineDescription(line: {
  title: string;
  optionValues?: OptionValues | null;
  selectedColor?: string | null;
}): string {
  const detail = lineOptions(line);
  return detail ? `${line.title} (${detail})` : line.title;
}

/** What a line's variant was ("Sage / Dotted"), or its colour on a line sold before variants. */
export function lineOptions(line: {
  optionValues?: OptionValues | null;
  options?: OptionValues | null;
  selectedColor?: string | null;
}): string {
  const values = line.optionValues ?? line.options;
  return (values ? variantLabel(values) : '') || (line.selectedColor ?? '');
}
