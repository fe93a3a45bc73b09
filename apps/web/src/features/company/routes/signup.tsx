import { OrganisationSignup } from '../../../ui/organisation-signup';

/** /company/signup: a new company, pending until an admin approves it. */
export function CompanySignupRoute() {
  return <OrganisationSignup kind="company" />;
}
