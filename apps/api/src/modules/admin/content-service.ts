/**
 * The owner's content, composed from its parts: blog posts (blog-posts.ts), contact messages
 * (contact-messages.ts), newsletter subscribers (subscribers.ts) and review moderation
 * (review-moderation.ts).
 */
import type { Db } from '../../db/client';
import type { Storage } from '../../integrations/storage';
import { createBlogPosts } from './blog-posts';
import { createContactMessages } from './contact-messages';
import { createReviewModeration } from './review-moderation';
import { createSubscribers } from './subscribers';

export function createAdminContent({
  db,
  storage,
  onChange = () => {},
}: {
  db: Db;
  storage: Storage;
  onChange?: () => void;
}) {
  return {
    ...createBlogPosts({ db, storage }),
    ...createContactMessages({ db }),
    ...createSubscribers({ db }),
    ...createReviewModeration({ db, onChange }),
  };
}

export type AdminContent = ReturnType<typeof createAdminContent>;
