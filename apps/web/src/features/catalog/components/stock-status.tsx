/** In stock / Only N left / Out of stock, with a coloured dot. */
const FEW_LEFT = 5;

export function StockStatus({ countInStock }: { countInStock: number }) {
  const [label, dot] =
    countInStock <= 0
      ? ['Out of stock', 'bg-stone-400']
      : countInStock <= FEW_LEFT
        ? [`Only ${countInStock} left`, 'bg-clay-600']
        : ['In stock', 'bg-brand-500'];
  return (
    <p className="flex h-11 items-center gap-2 text-sm text-stone-700">
      <span className={`size-2 rounded-full ${dot}`} aria-hidden="true" />
      {label}
    </p>
  );
}
