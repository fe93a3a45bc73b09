import type { ReactNode } from 'react';

type Tone = 'error' | 'success' | 'info';

const tones: Record<Tone, string> = {
  error: 'border-red-200 bg-red-50 text-red-800',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  info: 'border-brand-100 bg-brand-50 text-brand-900',
};

/** An inline message; errors interrupt assistive tech, the rest are announced politely. */
export function Alert({ tone, children }: { tone: Tone; children: ReactNode }) {
  const className = `rounded-lg border px-3 py-2.5 text-sm ${tones[tone]}`;
  if (tone === 'error') {
    return (
      <div role="alert" className={className}>
        {children}
      </div>
    );
  }
  return <output className={`block ${className}`}>{children}</output>;
}
