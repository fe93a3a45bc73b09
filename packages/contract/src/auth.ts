import { type Static, Type } from 'typebox';
import { ClaimedIp, Email, Id, SingleLine } from './common';

export const Role = Type.Union([
  Type.Literal('student'),
  Type.Literal('college'),
  Type.Literal('company'),
  Type.Literal('admin'),
  Type.Literal('invigilator'),
]);
export type Role = Static<typeof Role>;

export const AuthType = Type.Union([Type.Literal('default'), Type.Literal('qr'), Type.Literal('otp')]);
export type AuthType = Static<typeof AuthType>;

const Password = Type.String({ minLength: 1, maxLength: 128 });

/** Password login, or Google sign-in with an access token obtained in the browser. */
export const LoginBody = Type.Object(
  {
    Email: Type.Optional(Email),
    Password: Type.Optional(Password),
    googleAccessToken: Type.Optional(Type.String({ minLength: 1, maxLength: 4096 })),
    /** the 6-digit code mailed when the account's sign-ins need one (see signInCodeRequired) */
    code: Type.Optional(Type.String({ pattern: '^\\s*[0-9]{6}\\s*$', maxLength: 16 })),
    ip: ClaimedIp,
  },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBody>;

export const RegisterBody = Type.Object(
  {
    FirstName: Type.Optional(SingleLine(80, 1)),
    LastName: Type.Optional(SingleLine(80)),
    Email: Type.Optional(Email),
    Password: Type.Optional(Password),
    PhoneNumber: Type.Optional(Type.String({ maxLength: 20, pattern: '^\\+?[0-9 -]{6,20}$' })),
    googleAccessToken: Type.Optional(Type.String({ minLength: 1, maxLength: 4096 })),
    ip: ClaimedIp,
  },
  { additionalProperties: false },
);
export type RegisterBody = Static<typeof RegisterBody>;

export const InviteQuery = Type.Object({
  CollegeId: Id,
  inviteLink: Type.String({ minLength: 1, maxLength: 128 }),
});
export type InviteQuery = Static<typeof InviteQuery>;

export const InviteReply = Type.Object({
  success: Type.Literal(true),
  college: Type.Object({ _id: Type.String(), name: Type.String() }),
  email: Type.Union([Type.String(), Type.Null()]),
});
export type InviteReply = Static<typeof InviteReply>;

export const SessionUser = Type.Object({
  _id: Type.String(),
  role: Role,
  Email: Type.String(),
  FirstName: Type.String(),
  LastName: Type.String(),
  avatar: Type.Union([Type.String(), Type.Null()]),
  authType: AuthType,
  CollegeId: Type.Union([Type.String(), Type.Null()]),
  /** false while the second factor (authType qr or otp) has not been passed in this session */
  secondFactorDone: Type.Boolean(),
});
export type SessionUser = Static<typeof SessionUser>;

export const AuthReply = Type.Object({
  success: Type.Literal(true),
  token: Type.String(),
  user: SessionUser,
});
export type AuthReply = Static<typeof AuthReply>;

export const QrReply = Type.Object({
  success: Type.Literal(true),
  /** false when an authenticator is already registered: the secret is then never shown again */
  secret: Type.Union([
    Type.Object({ ascii: Type.String(), base32: Type.String(), otpauth_url: Type.String() }),
    Type.Null(),
  ]),
  qr: Type.Union([Type.String(), Type.Null()]),
});
export type QrReply = Static<typeof QrReply>;

export const QrVerifyBody = Type.Object(
  { secret: Type.Optional(Type.Unknown()), token: Type.String({ minLength: 1, maxLength: 16 }) },
  { additionalProperties: false },
);

export const OtpVerifyBody = Type.Object(
  { code: Type.String({ minLength: 1, maxLength: 16 }) },
  { additionalProperties: false },
);

export const SelectAuthBody = Type.Object({ type: AuthType }, { additionalProperties: false });
export const SelectAuthReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  college: Type.Object({ authType: AuthType }),
});
export type SelectAuthReply = Static<typeof SelectAuthReply>;

export const ForgotPasswordBody = Type.Object({ email: Email }, { additionalProperties: false });

export const ResetPasswordBody = Type.Object(
  { password: Password, confirmPassword: Password, ip: ClaimedIp },
  { additionalProperties: false },
);
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;

export const UpdatePasswordBody = Type.Object(
  { oldPassword: Password, newPassword: Password, confirmPassword: Password, ip: ClaimedIp },
  { additionalProperties: false },
);
export type UpdatePasswordBody = Static<typeof UpdatePasswordBody>;

export const LoggedInUser = Type.Object({
  _id: Type.String(),
  device: Type.String(),
  ip: Type.String(),
  createdAt: Type.String(),
  lastSeenAt: Type.String(),
  active: Type.Boolean(),
  current: Type.Boolean(),
});
export const LoggedInUsersReply = Type.Object({
  success: Type.Literal(true),
  loggedInUsers: Type.Array(LoggedInUser),
});
export type LoggedInUsersReply = Static<typeof LoggedInUsersReply>;
