/** The product list: picture, title (opens the editor), category, price, stock and state. */
import { formatMoney } from '@shop/shared';
import { Link } from 'react-router';
import { productImageUrl } from '../../../lib/images';
import type { AdminProductRow } from '../api/products';
import { useShopCurrency } from '../api/shop-currency';
import { Badge } from '../components/badge';
import { StatusBadge } from './status-badge';
import { categoryLabel, LOW_STOCK } from './product-labels';

const th = 'px-3 py-3 text-left font-medium text-stone-600';

export function ProductsTable({ products }: { products: AdminProductRow[] }) {
  // Prices are kept in the shop currency (record 036).
  const currency = useShopCurrency();
  const money = (amount: number) => formatMoney(amount, currency);
  return (
    <div className="overflow-x-auto rounded-2xl border border-sand-200 bg-white shadow-sm">
      <table className="w-full text-sm">
        <caption className="sr-only">Products</caption>
        <thead className="border-b border-sand-200 bg-sand-50/60">
          <tr>
            <th scope="col" className={th}>
              Product
            </th>
            <th scope="col" className={`${th} hidden md:table-cell`}>
              Category
            </th>
            <th scope="col" className={`${th} text-right`}>
              Price
            </th>
            <th scope="col" className={`${th} hidden text-right sm:table-cell`}>
              Stock
            </th>
            <th scope="col" className={`${th} hidden sm:table-cell`}>
              Status
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-sand-100">
          {products.map((p) => (
            <tr key={p.id} className="hover:bg-sand-50/60">
              <th scope="row" className="px-3 py-2.5 text-left font-normal">
                <div className="flex items-center gap-3">
                  {p.image ? (
                    <img
                      src={productImageUrl(p.image, 400)}
                      alt=""
                      width={40}
                      height={40}
                      loading="lazy"
                      className="size-10 shrink-0 rounded-lg object-cover"
                    />
                  ) : (
                    <span aria-hidden="true" className="size-10 shrink-0 rounded-lg bg-sand-100" />
                  )}
                  <div className="min-w-0">
                    <Link
                      to={`/admin/products/${p.id}`}
                      className="font-medium text-brand-900 hover:underline"
                    >
                      {p.title}
                    </Link>
                    {p.lowVariants && p.lowVariants.length > 0 && (
                      <p className="mt-0.5 text-xs text-amber-900">
                        {p.lowVariants
                          .map((v) => `${v.label}, ${v.stock === 0 ? 'out' : `${v.stock} left`}`)
                          .join(' · ')}
                      </p>
                    )}
                    {/* Phones have no room for the stock and status columns: they show here. */}
                    <div className="mt-1 flex flex-wrap gap-1.5 sm:hidden">
                      <StockCell stock={p.stock} />
                      {p.status !== 'live' && <StatusBadge status={p.status} />}
                    </div>
                  </div>
                </div>
              </th>
              <td className="hidden px-3 py-2.5 md:table-cell">{categoryLabel(p.category)}</td>
              <td className="px-3 py-2.5 text-right whitespace-nowrap tabular-nums">
                {p.salePrice !== null ? (
                  <>
                    {money(p.salePrice)}{' '}
                    <s className="text-stone-500">
                      <span className="sr-only">was </span>
                      {money(p.price)}
                    </s>
                  </>
                ) : (
                  money(p.price)
                )}
              </td>
              <td className="hidden px-3 py-2.5 text-right tabular-nums sm:table-cell">
                <StockCell stock={p.stock} />
              </td>
              <td className="hidden px-3 py-2.5 sm:table-cell">
                <div className="flex flex-wrap gap-1.5">
                  <StatusBadge status={p.status} />
                  {p.featured && <Badge tone="info">Featured</Badge>}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function StockCell({ stock }: { stock: number }) {
  if (stock <= 0) return <Badge tone="bad">Out of stock</Badge>;
  if (stock <= LOW_STOCK) return <Badge tone="warn">{stock} left</Badge>;
  return (
    <span className="text-xs text-stone-600 sm:text-sm sm:text-stone-900">
      {stock}
      <span className="sm:hidden"> in stock</span>
    </span>
  );
}
