import { type Static, Type } from 'typebox';

export const NotificationSettings = Type.Object({
  emailOnNewAssessment: Type.Boolean(),
  emailOnNewJob: Type.Boolean(),
  emailOnNewMail: Type.Boolean(),
  emailOnResults: Type.Boolean(),
});
export type NotificationSettings = Static<typeof NotificationSettings>;

export const NotificationSettingsBody = Type.Partial(NotificationSettings, {
  additionalProperties: false,
  minProperties: 1,
});

export const NotificationSettingsReply = Type.Object({
  success: Type.Literal(true),
  notifications: NotificationSettings,
});
export type NotificationSettingsReply = Static<typeof NotificationSettingsReply>;
