import { createContext, useContext } from 'react';
import type { RequestOptions } from './api-client';
import { collegeRequest } from './college/client';

/**
 * Who watches a live board: college staff (the default), or an invigilator assigned to the test in their own
 * portal. The board's routes are the college's (/api/college/assessments/:id/live…), which an assigned
 * invigilator may call with their own token; the portal gives the client that sends it and the links the board
 * leads to.
 */
export interface LiveBoardSource {
  portal: 'college' | 'invigilator';
  request: <T>(path: string, options?: RequestOptions) => Promise<T>;
  /** [label, path] of the links in the board's header */
  links: (assessmentId: string) => readonly (readonly [string, string])[];
}

const collegeSource: LiveBoardSource = {
  portal: 'college',
  request: collegeRequest,
  links: (id) => [
    ['Assessment', `/college/assessments/${id}`],
    ['Results', `/college/assessments/${id}/results`],
  ],
};

export const LiveBoardSourceContext = createContext<LiveBoardSource>(collegeSource);

export const useLiveBoardSource = () => useContext(LiveBoardSourceContext);
