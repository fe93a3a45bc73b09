export type NavItem = {
  name: string;
  to: string;
  /** Path prefixes that highlight this entry (SPEC §2). */
  prefixes: string[];
  collegeOnly?: boolean;
  /** SPEC §2: a Notifications entry exists but has no path and is not shown. */
  hidden?: boolean;
};

export const navItems: readonly NavItem[] = [
  { name: 'Dashboard', to: '/student/dashboard', prefixes: ['/student/dashboard'] },
  { name: 'Test', to: '/student/test', prefixes: ['/student/test', '/student/nonAdaptiveTest'] },
  { name: 'Companies', to: '/student/companies', prefixes: ['/student/companies'], collegeOnly: true },
  { name: 'Jobs', to: '/student/jobs', prefixes: ['/student/jobs'], collegeOnly: true },
  { name: 'Inbox', to: '/student/inbox', prefixes: ['/student/inbox'], collegeOnly: true },
  { name: 'Results', to: '/student/results', prefixes: ['/student/results'] },
  { name: 'Profile', to: '/student/profile', prefixes: ['/student/profile'] },
  { name: 'QR', to: '/student/profile/qr', prefixes: ['/student/profile/qr', '/student-qr'] },
  { name: 'Settings', to: '/student/settings', prefixes: ['/student/settings'] },
  { name: 'Notifications', to: '', prefixes: [], hidden: true },
];

/** The entry whose longest prefix matches the path: /student/profile/qr is QR, not Profile. */
export function activeNavItem(pathname: string): NavItem | undefined {
  let best: { item: NavItem; length: number } | undefined;
  for (const item of navItems) {
    for (const prefix of item.prefixes) {
      const matches = pathname === prefix || pathname.startsWith(`${prefix}/`);
      if (matches && (!best || prefix.length > best.length)) best = { item, length: prefix.length };
    }
  }
  return best?.item;
}
