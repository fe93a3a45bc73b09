export type PasswordRule = { id: string; label: string; test: (password: string) => boolean };

export const SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';

export const passwordRules: readonly PasswordRule[] = [
  { id: 'length', label: 'At least 8 characters', test: (p) => p.length >= 8 },
  { id: 'upper', label: 'An uppercase letter', test: (p) => /[A-Z]/.test(p) },
  { id: 'lower', label: 'A lowercase letter', test: (p) => /[a-z]/.test(p) },
  { id: 'digit', label: 'A number', test: (p) => /[0-9]/.test(p) },
  {
    id: 'special',
    label: `A special character (${SPECIAL_CHARACTERS})`,
    test: (p) => [...p].some((c) => SPECIAL_CHARACTERS.includes(c)),
  },
];

export function isStrongPassword(password: string): boolean {
  return passwordRules.every((rule) => rule.test(password));
}
