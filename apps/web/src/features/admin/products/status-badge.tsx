/** A product's place in the shop, in the owner's words: Active, Draft or Archived. */
import type { ProductStatus } from '@shop/shared';
import { Badge } from '../components/badge';

const LABELS: Record<ProductStatus, { short: string; long: string }> = {
  live: { short: 'Active', long: 'Active' },
  draft: { short: 'Draft', long: 'Draft: not in the shop until you publish it' },
  archived: { short: 'Archived', long: 'Archived: hidden from the shop' },
};

export function StatusBadge({ status, long = false }: { status: ProductStatus; long?: boolean }) {
  const label = LABELS[status][long ? 'long' : 'short'];
  return status === 'live' ? (
    <Badge tone="good">{label}</Badge>
  ) : status === 'draft' ? (
    <Badge tone="info">{label}</Badge>
  ) : (
    <Badge>{label}</Badge>
  );
}
