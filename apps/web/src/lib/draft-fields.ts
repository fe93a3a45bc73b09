import type { ChangeEvent } from 'react';

type Editable = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** `value` and `onChange` for a form control bound to one text field of a draft: `<TextField {...field('name')} />`. */
export function draftFields<D extends object>(draft: D, set: (patch: Partial<D>) => void) {
  return <K extends keyof D & string>(key: K) => ({
    value: draft[key] as string,
    onChange: (event: ChangeEvent<Editable>) => set({ [key]: event.target.value } as Partial<D>),
  });
}
