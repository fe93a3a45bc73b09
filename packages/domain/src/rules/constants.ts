export const ATTENDANCE_SLOTS = {
  1: '9:00 AM - 11:00 AM',
  2: '11:30 AM - 2:00 PM',
  3: '3:00 PM - 5:00 PM',
} as const;

export type AttendanceSlot = keyof typeof ATTENDANCE_SLOTS;

export interface ProctoringConfig {
  maxTabSwitches: number;
  maxAudioLimitExceedCount: number;
  isCameraRequired: boolean;
  maxCameraSwitches: number;
  /** 'flag': face events are evidence for a reviewer; 'limit': the server also ends the attempt at maxFaceEvents */
  faceEventPolicy: 'flag' | 'limit';
  maxFaceEvents: number;
  /** 'end': leaving fullscreen ends the test (the spec's rule); 'count': it counts as a tab switch */
  fullscreenExitPolicy: 'end' | 'count';
  /** 'end': a lost connection ends the test after the countdown (the spec's rule); 'pause': the clock stops */
  connectionLossPolicy: 'end' | 'pause';
  /** 'pause': the most time lost connections give back over the whole attempt; past it a silence ends it */
  connectionPauseCapMinutes: number;
  /** the most time the college's staff may add to one attempt, in all */
  maxAddedMinutes: number;
  /** the same for an invigilator (the smaller of the two applies to them) */
  invigilatorMaxAddedMinutes: number;
}

export const DEFAULT_PROCTORING_CONFIG: Readonly<ProctoringConfig> = {
  maxTabSwitches: 5,
  maxAudioLimitExceedCount: 10,
  isCameraRequired: false,
  maxCameraSwitches: 5,
  faceEventPolicy: 'flag',
  maxFaceEvents: 5,
  fullscreenExitPolicy: 'end',
  connectionLossPolicy: 'end',
  connectionPauseCapMinutes: 15,
  maxAddedMinutes: 60,
  invigilatorMaxAddedMinutes: 15,
};

/** SPEC §4: seconds the 'Connection Lost!' countdown runs before the test is submitted */
export const CONNECTION_LOST_COUNTDOWN_SECONDS = 30;
/** the largest total pause a college may allow an attempt for lost connections (policy 'pause') */
export const CONNECTION_PAUSE_CAP_MAX_MINUTES = 120;
