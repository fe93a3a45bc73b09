import { apiRequest } from '../../../lib/api-client';

export type ProctorEventType =
  | 'tab_switch'
  | 'fullscreen_exit'
  | 'camera_movement'
  | 'camera_lost'
  | 'audio_limit'
  | 'connection_lost'
  | 'connection_restored'
  | 'page_left'
  | 'microphone_unavailable';

export type ProctorEventReply = {
  message: string;
  tabSwitches: number;
  maxTabSwitches: number;
  audioExceeds: number;
  maxAudioLimitExceedCount: number;
  ended: boolean;
};

export function sendEvent(id: string, type: ProctorEventType, detail?: string): Promise<ProctorEventReply> {
  return apiRequest<ProctorEventReply>(`/api/student/test/${id}/event`, {
    method: 'POST',
    body: detail === undefined ? { type } : { type, detail: detail.slice(0, 500) },
    // the page may be going away as this is sent (page_left): the request must still reach the server
    keepalive: true,
  });
}
