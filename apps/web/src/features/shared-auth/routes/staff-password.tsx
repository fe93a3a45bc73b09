import { useLocation } from 'react-router';
import { staffPortal } from '../portal';
import { ForgotPasswordRoute } from './forgot-password';
import { ResetPasswordRoute } from './reset-password';

type StaffRole = 'college' | 'company' | 'admin' | 'invigilator';

/** The staff portal these pages sit under, from the address: /college/…, /company/…, /admin/… or /invigilator/…. */
function usePortal() {
  const role = useLocation().pathname.split('/')[1] as StaffRole;
  return staffPortal(role);
}

/** `/{role}/forgot-password` */
export function StaffForgotPasswordRoute() {
  return <ForgotPasswordRoute portal={usePortal()} />;
}

/** `/{role}/password/reset/:id`, the page a staff reset link opens. */
export function StaffResetPasswordRoute() {
  return <ResetPasswordRoute portal={usePortal()} />;
}
