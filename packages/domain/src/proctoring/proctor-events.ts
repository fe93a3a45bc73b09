/** What the browser may report during an attempt; the server records each as a `proctor` step of its log. */
export const PROCTOR_EVENT_TYPES = [
  'tab_switch',
  'fullscreen_exit',
  'camera_movement',
  'camera_lost',
  'audio_limit',
  'connection_lost',
  'connection_restored',
  /** the test page went away (closed, reloaded, navigated off): the attempt ends unless it resumes soon */
  'page_left',
  'microphone_unavailable',
  /** the camera saw no face for longer than a few seconds */
  'face_missing',
  /** the camera saw more than one face for longer than a few seconds */
  'faces_multiple',
  /** the face detector could not load or stopped: no face event after it means "not checked", not "seen" */
  'face_check_unavailable',
  /** text pasted (or a paste that was blocked) into an answer or the code editor, with its size */
  'paste',
  /** far more text typed in a couple of seconds than a person types */
  'typing_burst',
] as const;

export type ProctorEventName = (typeof PROCTOR_EVENT_TYPES)[number];

export const FACE_EVENT_TYPES = [
  'face_missing',
  'faces_multiple',
] as const satisfies readonly ProctorEventName[];

export const isFaceEvent = (type: string): boolean => (FACE_EVENT_TYPES as readonly string[]).includes(type);

/** Whether face events only flag the attempt for a reviewer, or also end it at `maxFaceEvents`. */
export type FaceEventPolicy = 'flag' | 'limit';
