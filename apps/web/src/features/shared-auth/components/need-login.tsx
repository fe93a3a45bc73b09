import { Link } from 'react-router';
import { buttonVariants } from '../../../ui/button';

export function NeedLogin({ message }: { message: string }) {
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">{message}</p>
      <Link to="/" className={`${buttonVariants.primary} w-full`}>
        Go to login
      </Link>
    </div>
  );
}
