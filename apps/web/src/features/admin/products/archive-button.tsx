/** Publish a draft, archive a live product (hidden, kept on past orders), or bring it back. */
import { Archive, ArchiveRestore, Send } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { useArchiveProduct } from '../api/product-mutations';
import type { AdminProduct } from '../api/products';

export function ArchiveButton({ product }: { product: AdminProduct }) {
  const archive = useArchiveProduct(product.id);
  const archiving = product.active;
  const draft = product.status === 'draft';
  const run = () =>
    archive.mutate(archiving, {
      onSuccess: () =>
        toast.success(
          archiving
            ? 'Product archived: it no longer shows in the shop.'
            : draft
              ? 'Product published: it now shows in the shop.'
              : 'Product restored to the shop.',
        ),
      onError: (error) => toast.error(error.message),
    });
  const Icon = archiving ? Archive : draft ? Send : ArchiveRestore;
  return (
    <Button
      variant={draft ? 'primary' : 'secondary'}
      size="sm"
      onClick={run}
      disabled={archive.isPending}
    >
      <Icon aria-hidden="true" className="size-4" />
      {archiving ? 'Archive' : draft ? 'Publish' : 'Unarchive'}
    </Button>
  );
}
