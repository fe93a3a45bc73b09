import { Link } from 'react-router';
import type { Portal } from '../portal';

/** The way back from a password page to the login page it belongs to. */
export function BackToLogin({ portal }: { portal: Portal }) {
  return (
    <Link
      to={portal.loginPath}
      className="rounded font-medium text-brand-700 underline-offset-2 hover:underline"
    >
      Back to login
    </Link>
  );
}
