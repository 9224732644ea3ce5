/**
 * A colour name as a swatch: the element's `data-swatch`, whose colour color-swatches.css holds
 * (an unknown name gets a neutral swatch). In CSS so the cards' first load carries no table.
 */
export const swatchProps = (name: string) => ({ 'data-swatch': name.trim().toLowerCase() });
