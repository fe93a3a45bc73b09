import { describe, expect, it } from 'vitest';
import { isStrongPassword, passwordRules } from './password-rules';

const failing = (password: string) => passwordRules.filter((r) => !r.test(password)).map((r) => r.id);

describe('password rules (SPEC §5)', () => {
  it('accepts a password meeting every rule', () => {
    expect(isStrongPassword('Student@123')).toBe(true);
  });

  it('names each missing rule', () => {
    expect(failing('Ab1!')).toEqual(['length']);
    expect(failing('student@123')).toEqual(['upper']);
    expect(failing('STUDENT@123')).toEqual(['lower']);
    expect(failing('Student@abc')).toEqual(['digit']);
    expect(failing('Student1234')).toEqual(['special']);
  });

  it('counts only the listed special characters', () => {
    for (const c of '!@#$%^&*(),.?":{}|<>') expect(isStrongPassword(`Student12${c}`)).toBe(true);
    expect(isStrongPassword('Student12_')).toBe(false);
    expect(isStrongPassword('Student12-')).toBe(false);
  });
});
