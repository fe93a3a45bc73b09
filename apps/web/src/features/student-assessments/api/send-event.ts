import type { ProctorEventReply } from '@placement/contract';
import type { ProctorEventName } from '@placement/domain';
import { apiRequest } from '../../../lib/api-client';
import { heldCall, tabHeaders } from '../utils/attempt-tab';

export type ProctorEventType = ProctorEventName;

export type { ProctorEventReply };

/**
 * What some events carry beside their detail: a paste's size, whether it was blocked, a face event's snapshot,
 * how long a lost connection lasted.
 */
export type ProctorEventExtra = {
  chars?: number;
  blocked?: boolean;
  screenshotId?: string;
  offlineSeconds?: number;
};

export function sendEvent(
  id: string,
  type: ProctorEventType,
  detail?: string,
  extra: ProctorEventExtra = {},
): Promise<ProctorEventReply> {
  return heldCall(
    id,
    apiRequest<ProctorEventReply>(`/api/student/test/${id}/event`, {
      method: 'POST',
      headers: tabHeaders(),
      body: { type, ...(detail === undefined ? {} : { detail: detail.slice(0, 500) }), ...extra },
      // the page may be going away as this is sent (page_left): the request must still reach the server
      keepalive: true,
    }),
  );
}
