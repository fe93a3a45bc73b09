import { useRef, useState } from 'react';

/**
 * Client-side checks of a form, with the rules and sentences the server uses (@placement/contract's
 * form-rules): nothing is sent while a field breaks one. The fields are marked from the first attempt to send
 * on, and then follow what is typed; the first marked field gets the focus.
 */
export function useFormCheck<K extends string>(problems: Record<K, string | null>) {
  const [shown, setShown] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const valid = Object.values<string | null>(problems).every((problem) => !problem);

  /** Whether the form may be sent; when not, marks its fields and focuses the first marked one. */
  const check = (): boolean => {
    setShown(true);
    if (!valid) {
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
    }
    return valid;
  };

  const errorOf = (key: K): string | null => (shown ? problems[key] : null);

  return { formRef, check, errorOf };
}
