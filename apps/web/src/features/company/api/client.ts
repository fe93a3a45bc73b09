import { createStaffClient } from '../../../lib/staff-client';

/** The company session's token lives under `companyToken`, apart from the student's and the college's. */
export const companyClient = createStaffClient('companyToken');
