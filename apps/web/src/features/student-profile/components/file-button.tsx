import { type ReactNode, useId } from 'react';
import { buttonVariants } from '../../../ui/button';

/**
 * A file picker drawn as a button: `onFile` gets the chosen file and a `done` that clears the input, so the same
 * file can be chosen again once its upload settled.
 */
export function FileButton({
  accept,
  busy,
  onFile,
  children,
}: {
  accept: string;
  busy: boolean;
  onFile: (file: File, done: () => void) => void;
  children: ReactNode;
}) {
  const inputId = useId();
  return (
    <label
      htmlFor={inputId}
      className={`${buttonVariants.secondary} cursor-pointer focus-within:outline-2 focus-within:outline-brand-600`}
    >
      {children}
      <input
        id={inputId}
        type="file"
        accept={accept}
        className="sr-only"
        disabled={busy}
        onChange={(event) => {
          const target = event.target;
          const file = target.files?.[0];
          if (file)
            onFile(file, () => {
              target.value = '';
            });
        }}
      />
    </label>
  );
}
