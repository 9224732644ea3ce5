/** /admin/posts: every blog post, drafts included, with publish and unpublish at hand. */
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button, buttonClasses } from '../../../components/ui/button';
import { usePosts, useSetPublished } from '../api/posts';
import { Badge } from '../components/badge';
import { PageHeader } from '../components/page-header';
import { QueryStatus } from '../components/query-status';
import { formatDate } from '../format';

const th = 'px-3 py-3 text-left font-medium text-stone-600';

export default function PostsPage() {
  const posts = usePosts();
  const publish = useSetPublished();
  const toggle = (id: string, title: string, published: boolean) =>
    publish.mutate(
      { id, published },
      {
        onSuccess: () =>
          toast.success(published ? `“${title}” is published.` : `“${title}” is back to draft.`),
        onError: (error) => toast.error(error.message),
      },
    );

  return (
    <>
      <PageHeader
        title="Posts"
        actions={
          <Link to="/admin/posts/new" className={buttonClasses()}>
            <Plus aria-hidden="true" className="size-4" />
            New post
          </Link>
        }
      />
      <QueryStatus
        isPending={posts.isPending}
        error={posts.error}
        retry={() => void posts.refetch()}
        label="Posts"
      />
      {posts.data && (
        <div className="overflow-x-auto rounded-2xl border border-sand-200 bg-white shadow-sm">
          <table className="w-full text-sm">
            <caption className="sr-only">Blog posts</caption>
            <thead className="border-b border-sand-200 bg-sand-50/60">
              <tr>
                <th scope="col" className={th}>
                  Title
                </th>
                <th scope="col" className={`${th} hidden md:table-cell`}>
                  Category
                </th>
                <th scope="col" className={th}>
                  State
                </th>
                <th scope="col" className={`${th} hidden sm:table-cell`}>
                  Updated
                </th>
                <th scope="col" className={th}>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-sand-100">
              {posts.data.map((post) => (
                <tr key={post.id}>
                  <th scope="row" className="px-3 py-3 text-left font-normal">
                    <Link
                      to={`/admin/posts/${post.id}`}
                      className="font-medium text-brand-900 hover:underline"
                    >
                      {post.title}
                    </Link>
                  </th>
                  <td className="hidden px-3 py-3 md:table-cell">{post.category}</td>
                  <td className="px-3 py-3">
                    {post.published ? <Badge tone="good">Published</Badge> : <Badge>Draft</Badge>}
                  </td>
                  <td className="hidden px-3 py-3 whitespace-nowrap sm:table-cell">
                    {formatDate(post.updatedAt)}
                  </td>
                  <td className="px-3 py-3 text-right">
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={publish.isPending}
                      onClick={() => toggle(post.id, post.title, !post.published)}
                    >
                      {post.published ? 'Unpublish' : 'Publish'}
                      <span className="sr-only"> {post.title}</span>
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
