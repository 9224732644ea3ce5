/**
 * What an order line says about the thing bought: its options as sold ("Sage / Dotted") and SKU
 * (record 038), or the spec's colour on a line sold before variants.
 */
import { variantLabel } from '@shop/shared';

type Line = {
  selectedColor?: string | null;
  sku?: string | null;
  options?: Record<string, string>;
};

export function OrderLineDetail({ line }: { line: Line }) {
  const label = line.options ? variantLabel(line.options) : '';
  if (!label && !line.selectedColor) return null;
  // Read after the quantity: "Quantity: 1 · Sage / Dotted · SKU JOURNAL-SAGE-DOTTED".
  return (
    <>
      {` · ${label || `Colour: ${line.selectedColor}`}`}
      {label && line.sku && <span className="break-all"> · SKU {line.sku}</span>}
    </>
  );
}
