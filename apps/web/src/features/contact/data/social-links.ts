/** The shop's social profiles, shown on /contact (the footer keeps the same list in app/nav-links). */
export const CONTACT_SOCIAL_LINKS = [
  { label: 'Instagram', href: 'https://www.instagram.com/mindfulmarks' },
  { label: 'Pinterest', href: 'https://www.pinterest.com/mindfulmarks' },
  { label: 'Facebook', href: 'https://www.facebook.com/mindfulmarks' },
  { label: 'YouTube', href: 'https://www.youtube.com/@mindfulmarks' },
] as const;
