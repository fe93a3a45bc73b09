import type { InputHTMLAttributes } from 'react';
import { TextField } from '../../../ui/text-field';

/** The email box of the sign-in and forgot-password forms. */
export function EmailField(props: InputHTMLAttributes<HTMLInputElement>) {
  return <TextField label="Email" type="email" name="email" autoComplete="email" required {...props} />;
}
