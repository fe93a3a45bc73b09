import type { ReactNode } from 'react';

/**
 * A box that scrolls sideways when its content (a wide table) is wider than the screen: a named region a
 * keyboard can focus and scroll with the arrow keys, so the page itself never scrolls sideways (axe's
 * scrollable-region-focusable).
 */
export function ScrollRegion({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolled box must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
      className={`relative max-w-full min-w-0 overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${className}`}
    >
      {children}
    </section>
  );
}
