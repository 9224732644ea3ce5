/** Password strength (spec sections 4 and 5): one point per criterion met. */
export const PASSWORD_CRITERIA = [
  { id: 'length', label: 'At least 8 characters', test: (p: string) => p.length >= 8 },
  { id: 'upper', label: 'An uppercase letter', test: (p: string) => /[A-Z]/.test(p) },
  { id: 'lower', label: 'A lowercase letter', test: (p: string) => /[a-z]/.test(p) },
  { id: 'digit', label: 'A number', test: (p: string) => /\d/.test(p) },
  { id: 'special', label: 'A special character', test: (p: string) => /[^A-Za-z0-9]/.test(p) },
] as const;

export const STRENGTH_LABELS = ['Very Weak', 'Weak', 'Medium', 'Strong', 'Very Strong'] as const;
export type StrengthLabel = (typeof STRENGTH_LABELS)[number];

/** Minimum score a reset password needs (3 of 5 criteria). */
export const MIN_PASSWORD_SCORE = 3;
export const RESET_PASSWORD_MIN_LENGTH = 8;

export type PasswordStrength = {
  score: number;
  label: StrengthLabel;
  percent: number;
  met: string[];
};

export function passwordStrength(password: string): PasswordStrength {
  const met = PASSWORD_CRITERIA.filter((c) => c.test(password)).map((c) => c.id);
  const score = met.length;
  const label = STRENGTH_LABELS[Math.max(0, score - 1)]!;
  // The meter fills 25% per criterion met, never past 100%.
  return { score, label, percent: Math.min(100, score * 25), met };
}

/** The server-side rule for a new password set through a reset: 8+ characters and 3 of 5 criteria. */
export function isStrongEnough(password: string): boolean {
  return (
    password.length >= RESET_PASSWORD_MIN_LENGTH &&
    passwordStrength(password).score >= MIN_PASSWORD_SCORE
  );
}
