import { isStrongPassword } from '@placement/domain';
import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords';

describe('isCommonPassword', () => {
  it('finds listed passwords, ignoring case and letter-for-sign swaps', () => {
    for (const password of ['password', 'PASSWORD', 'P@ssw0rd', 'Sh4d0w', 'iloveyou']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it('finds a very common word dressed up to meet the character rules', () => {
    for (const password of ['Password@123', 'Welcome@2024', 'Qwerty#1234', '!!Iloveyou99', 'P@ssw0rd1!']) {
      expect(isStrongPassword(password), password).toBe(true);
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it('lets through strong passwords that are not built on a common one', () => {
    for (const password of ['Maple#Harbor58', 'Student@123', 'Fresh@45678', 'k9!Vx2#qLm', 'Better@Pass9']) {
      expect(isCommonPassword(password), password).toBe(false);
    }
  });
});
