import { OrganisationSignup } from '../../../ui/organisation-signup';

/** /college/signup: a new college, pending until an admin approves it. */
export function CollegeSignupRoute() {
  return <OrganisationSignup kind="college" />;
}
