/** The shape of a policy page's text, kept apart from its layout (PolicyPage renders every one). */

/** A paragraph (string), a bullet list, or a small table. */
export type PolicyBlock =
  | string
  | { list: string[] }
  | { table: { caption: string; columns: string[]; rows: string[][] } };

export type PolicySection = { id: string; title: string; body: PolicyBlock[] };

export type PolicyDocument = {
  /** The page heading and document title. */
  title: string;
  /** The <meta name="description"> text. */
  description: string;
  eyebrow: string;
  intro: string;
  /** Sections read '1. Title' when numbered (terms and privacy). */
  numbered: boolean;
  sections: PolicySection[];
  /** A line above the support e-mail and phone at the end of the page. */
  contactNote: string;
  related: Array<{ label: string; to: string }>;
};

/** Spec '/shipping and /returns': the policies were last updated on this date. */
export const POLICY_LAST_UPDATED = { label: 'June 1, 2023', iso: '2023-06-01' } as const;
