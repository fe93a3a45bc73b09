import { InboxScreens } from '../../../features/shared-inbox/routes/inbox';
import { collegeInboxScope } from './inbox-scope';

/** /college/inbox/*: the student inbox's screens and behaviour, for the college's staff. */
export function CollegeInboxRoute() {
  return <InboxScreens scope={collegeInboxScope} />;
}
