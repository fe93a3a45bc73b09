export type PasswordRuleId = 'length' | 'uppercase' | 'lowercase' | 'digit' | 'special';

export interface PasswordRule {
  rule: PasswordRuleId;
  message: string;
}

export const PASSWORD_SPECIALS = '!@#$%^&*(),.?":{}|<>';

const RULES: readonly (PasswordRule & { met: (password: string) => boolean })[] = [
  { rule: 'length', message: 'At least 8 characters', met: (p) => p.length >= 8 },
  { rule: 'uppercase', message: 'An uppercase letter', met: (p) => /[A-Z]/.test(p) },
  { rule: 'lowercase', message: 'A lowercase letter', met: (p) => /[a-z]/.test(p) },
  { rule: 'digit', message: 'A digit', met: (p) => /[0-9]/.test(p) },
  {
    rule: 'special',
    message: `A special character from ${PASSWORD_SPECIALS}`,
    met: (p) => [...PASSWORD_SPECIALS].some((special) => p.includes(special)),
  },
];

/** The rules the password does not meet yet; empty when it is strong. */
export const passwordRule = (password: string): PasswordRule[] =>
  RULES.filter(({ met }) => !met(password)).map(({ rule, message }) => ({ rule, message }));

export const isStrongPassword = (password: string): boolean => passwordRule(password).length === 0;
