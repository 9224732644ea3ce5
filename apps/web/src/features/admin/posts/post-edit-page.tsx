/** /admin/posts/new and /admin/posts/:id: the post form, its cover and a link to the live post. */
import { ExternalLink } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { buttonClasses } from '../../../components/ui/button';
import { postInput, usePost, usePosts, type AdminPost } from '../api/posts';
import { Badge } from '../components/badge';
import { PageHeader } from '../components/page-header';
import { QueryStatus } from '../components/query-status';
import { CoverPanel } from './cover-panel';
import { PostForm } from './post-form';

const BACK = { to: '/admin/posts', label: 'Posts' };

/** Categories already in use, offered while typing one. */
function useCategories() {
  const posts = usePosts();
  return [...new Set((posts.data ?? []).map((p) => p.category))].sort();
}

export default function PostEditPage() {
  const { id } = useParams();
  return id ? <EditPost id={id} /> : <NewPost />;
}

function NewPost() {
  const navigate = useNavigate();
  const categories = useCategories();
  return (
    <>
      <PageHeader title="New post" back={BACK} />
      <PostForm
        categories={categories}
        onSaved={(id, published) => {
          toast.success(
            published
              ? 'Post published. Add its cover picture.'
              : 'Draft saved. Add its cover picture.',
          );
          void navigate(`/admin/posts/${id}`, { replace: true });
        }}
      />
    </>
  );
}

function EditPost({ id }: { id: string }) {
  const post = usePost(id);
  if (!post.data)
    return (
      <>
        <PageHeader title="Post" back={BACK} />
        <QueryStatus
          isPending={post.isPending}
          error={post.error}
          retry={() => void post.refetch()}
          label="This post"
        />
      </>
    );
  return <PostEditor post={post.data} />;
}

function PostEditor({ post }: { post: AdminPost }) {
  const categories = useCategories();
  return (
    <>
      <PageHeader
        title={post.title}
        back={BACK}
        description={post.published ? <Badge tone="good">Published</Badge> : <Badge>Draft</Badge>}
        actions={
          post.published && (
            <Link
              to={`/blog/${post.slug}`}
              target="_blank"
              className={buttonClasses({ variant: 'ghost', size: 'sm' })}
            >
              <ExternalLink aria-hidden="true" className="size-4" />
              View on the blog
              <span className="sr-only">(opens in a new tab)</span>
            </Link>
          )
        }
      />
      <div className="space-y-6">
        <CoverPanel post={post} />
        {/* Keyed by state: publishing or unpublishing swaps the buttons' meaning, so start afresh. */}
        <PostForm
          key={`${post.id}-${post.published}`}
          id={post.id}
          initial={postInput(post)}
          categories={categories}
          onSaved={(_id, published) =>
            toast.success(published ? 'Post saved and published.' : 'Post saved as a draft.')
          }
        />
      </div>
    </>
  );
}
