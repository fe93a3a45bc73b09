import { describe, expect, it } from 'vitest';
import { activeNavItem } from './nav-items';

describe('activeNavItem', () => {
  it('follows the path prefix', () => {
    expect(activeNavItem('/student/dashboard')?.name).toBe('Dashboard');
    expect(activeNavItem('/student/dashboard/jobs')?.name).toBe('Dashboard');
    expect(activeNavItem('/student/test/abc')?.name).toBe('Test');
    expect(activeNavItem('/student/inbox/mail')?.name).toBe('Inbox');
  });

  it('prefers the longest prefix', () => {
    expect(activeNavItem('/student/profile/qr')?.name).toBe('QR');
    expect(activeNavItem('/student/profile/skills')?.name).toBe('Profile');
    expect(activeNavItem('/student-qr')?.name).toBe('QR');
  });

  it('does not match a mere string prefix', () => {
    expect(activeNavItem('/student/testing')).toBeUndefined();
  });
});
