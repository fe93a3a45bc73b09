import { type ComponentType, lazy } from 'react';

/** A route component loaded on first use from a module's named export (React.lazy wants a default one). */
export function lazyNamed<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
