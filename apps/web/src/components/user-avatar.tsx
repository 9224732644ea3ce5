/**
 * The shopper's picture: the provider's image (through our proxy) for Google sign-ins, otherwise an
 * initials avatar drawn locally by DiceBear, seeded by the name. DiceBear loads on first use only.
 */
import { useEffect, useState } from 'react';
import type { SessionUser } from '../lib/session';
import { cx } from '../lib/class-names';

type AvatarUser = Pick<SessionUser, 'name' | 'profile' | 'isLoginFromProvider'>;
type UserAvatarProps = { user: AvatarUser; className?: string };

const generated = new Map<string, string>();

async function initialsAvatar(seed: string): Promise<string> {
  const cached = generated.get(seed);
  if (cached) return cached;
  const [{ createAvatar }, initials] = await Promise.all([
    import('@dicebear/core'),
    import('@dicebear/initials'),
  ]);
  const uri = createAvatar(initials, {
    seed,
    backgroundColor: ['3f5a4a', '5b7d66', 'a65b3c', '33493c'],
    textColor: ['fbf8f3'],
    fontWeight: 500,
  }).toDataUri();
  generated.set(seed, uri);
  return uri;
}

function useInitialsAvatar(seed: string, enabled: boolean): string | null {
  const [uri, setUri] = useState(() => generated.get(seed) ?? null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    initialsAvatar(seed).then(
      (value) => live && setUri(value),
      (error: unknown) => console.error('The avatar could not be drawn', error),
    );
    return () => {
      live = false;
    };
  }, [seed, enabled]);
  return enabled ? uri : null;
}

/** Decorative (alt=""): whatever shows it names the user in text or in its label. */
export function UserAvatar({ user, className }: UserAvatarProps) {
  const [photoFailed, setPhotoFailed] = useState(false);
  const photo = user.isLoginFromProvider && user.profile && !photoFailed ? user.profile : null;
  const drawn = useInitialsAvatar(user.name || '?', photo === null);
  const classes = cx(
    'inline-block size-8 shrink-0 overflow-hidden rounded-full bg-brand-700 object-cover',
    className,
  );

  if (photo)
    return (
      <img
        src={photo}
        alt=""
        referrerPolicy="no-referrer"
        onError={() => setPhotoFailed(true)}
        className={classes}
      />
    );
  if (drawn) return <img src={drawn} alt="" className={classes} />;
  // Until DiceBear has drawn it: the first letter on the same colour, so nothing jumps.
  return (
    <span
      aria-hidden="true"
      className={cx(classes, 'flex items-center justify-center text-sm font-medium text-sand-50')}
    >
      {(user.name.trim()[0] ?? '?').toUpperCase()}
    </span>
  );
}
