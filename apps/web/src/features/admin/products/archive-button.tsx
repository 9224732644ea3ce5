/** Archive (hide from the shop, keep on past orders) or bring a product back. */
import { Archive, ArchiveRestore } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { useArchiveProduct } from '../api/product-mutations';
import type { AdminProduct } from '../api/products';

export function ArchiveButton({ product }: { product: AdminProduct }) {
  const archive = useArchiveProduct(product.id);
  const archiving = product.active;
  const run = () =>
    archive.mutate(archiving, {
      onSuccess: () =>
        toast.success(
          archiving
            ? 'Product archived: it no longer shows in the shop.'
            : 'Product restored to the shop.',
        ),
      onError: (error) => toast.error(error.message),
    });
  return (
    <Button variant="secondary" size="sm" onClick={run} disabled={archive.isPending}>
      {archiving ? (
        <Archive aria-hidden="true" className="size-4" />
      ) : (
        <ArchiveRestore aria-hidden="true" className="size-4" />
      )}
      {archiving ? 'Archive' : 'Unarchive'}
    </Button>
  );
}
