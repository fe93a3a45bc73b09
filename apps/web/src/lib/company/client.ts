import { createApiClient } from '../api-client';

/** The company session's token lives under `companyToken`, apart from the student's and the college's. */
export const companyClient = createApiClient('companyToken');
