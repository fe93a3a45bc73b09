import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseS3Url, type S3Location } from './lib/s3-url';

const MINUTE = 60_000;

/**
 * The throttles of the sign-in machinery, each one settable from the environment (how many in its window;
 * the windows are fixed). "Failures" limits count only attempts that fail: a right password, code or
 * invite is never counted, so a whole campus can sign in from one address. Sized for 2,000 students
 * signing in from one campus address within 10 minutes, a quarter of them mistyping once.
 */
export const throttleSettings = {
  /** wrong passwords for one account from one address (a stranger elsewhere cannot lock a student out) */
  loginPerAccountIp: { env: 'LOGIN_FAILURES_PER_ACCOUNT', max: 10, windowMs: 15 * MINUTE },
  /** failed sign-ins from one address, over all accounts: stops a password spray */
  loginPerIp: { env: 'LOGIN_FAILURES_PER_IP', max: 500, windowMs: 15 * MINUTE },
  /** wrong passwords for one account from anywhere; beyond them a sign-in also needs a mailed code */
  loginPerAccount: { env: 'LOGIN_FAILURES_BEFORE_CODE', max: 20, windowMs: 24 * 60 * MINUTE },
  /** sign-in codes mailed to one account */
  signInCodeMailsPerAccount: { env: 'SIGN_IN_CODE_MAILS_PER_ACCOUNT', max: 5, windowMs: 60 * MINUTE },
  secondFactorPerAccount: { env: 'SECOND_FACTOR_FAILURES_PER_ACCOUNT', max: 10, windowMs: 15 * MINUTE },
  secondFactorPerIp: { env: 'SECOND_FACTOR_FAILURES_PER_IP', max: 500, windowMs: 15 * MINUTE },
  /** wrong old passwords on a password change, per signed-in account */
  passwordChangePerAccount: { env: 'PASSWORD_CHANGE_FAILURES_PER_ACCOUNT', max: 10, windowMs: 15 * MINUTE },
  /** reset mails asked for one address (every request counts: which addresses exist must not show) */
  forgotPerAccount: { env: 'RESET_MAILS_PER_ACCOUNT', max: 3, windowMs: 60 * MINUTE },
  forgotPerIp: { env: 'RESET_MAILS_PER_IP', max: 200, windowMs: 60 * MINUTE },
  otpSendPerAccount: { env: 'OTP_SENDS_PER_ACCOUNT', max: 5, windowMs: 60 * MINUTE },
  /** independent registrations from one address, successes too: open to anyone, like an organisation sign-up */
  registerPerIp: { env: 'REGISTRATIONS_PER_IP', max: 10, windowMs: 60 * MINUTE },
  /** tries at one invite link (each one an address probed and a password hashed) */
  registerPerInvite: { env: 'INVITE_TRIES_PER_LINK', max: 5, windowMs: 60 * MINUTE },
  /** failed invite registrations from one address (a used or wrong link, a taken address) */
  registerInvitePerIp: { env: 'INVITE_FAILURES_PER_IP', max: 300, windowMs: 60 * MINUTE },
  /** organisation sign-ups from one address, successes too */
  signupPerIp: { env: 'SIGNUPS_PER_IP', max: 10, windowMs: 60 * MINUTE },
} as const;

export type ThrottleName = keyof typeof throttleSettings;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** how long a start waits for PostgreSQL to answer before it gives up; unset: as long as it takes */
  databaseWaitSeconds: number | undefined;
  redisUrl: string | undefined;
  /** uploads in an S3-compatible bucket (S3_URL); unset keeps them under DATA_DIR/uploads */
  s3: S3Location | undefined;
  /** BullMQ queue the judge workers take jobs from */
  judgeQueue: string;
  jwtSecret: string;
  mailUrl: string | undefined;
  mailFrom: string;
  /** HTTP gateway for text messages (POST JSON {to, text}); unset keeps them in the outbox */
  smsUrl: string | undefined;
  /** whether accounts may use texted codes as their second factor */
  textSignIn: boolean;
  /** Whether the server may reach an LMS on this machine or a private network (a campus Moodle); not in production by default. */
  lmsAllowPrivateNetwork: boolean;
  publicUrl: string;
  googleUserinfoUrl: string;
  /** Google's tokeninfo endpoint: tells which OAuth client an access token was issued to */
  googleTokeninfoUrl: string;
  /** our OAuth client id (the web's VITE_GOOGLE_CLIENT_ID); Google sign-in is refused without it */
  googleClientId: string | undefined;
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal' | 'silent';
  /** how many proxy hops in front of us may set X-Forwarded-For */
  trustProxy: number;
  /** write requests a signed-in session may make per minute; reads get four times as many */
  rateLimitPerMinute: number;
  /** write requests one address may make per minute without a session (a campus behind one NAT address) */
  rateLimitSignedOutPerMinute: number;
  throttles: Record<ThrottleName, { max: number; windowMs: number }>;
  seedDemo: boolean;
  /** how long an attempt whose page went away waits for the student to come back before it ends */
  leaveGraceSeconds: number;
  /** how long a test page may go unheard (no connection probe) before its student counts as disconnected */
  disconnectSeconds: number;
  /** how often ended-by-the-clock and left attempts are looked for */
  sweepIntervalSeconds: number;
  /** how long an answering request waits for the judge before acknowledging a stored coding answer unjudged */
  judgeAnswerWaitSeconds: number;
  /** bytes of mail attachments a user may hold uploaded but not yet sent */
  unsentAttachmentQuotaBytes: number;
  /** days after its attempt ended that a proctoring snapshot is removed, row and stored bytes */
  snapshotRetentionDays: number;
  /** bytes of mail attachments a user may upload in any 24 hours, sent or not: sending frees no budget */
  attachmentDailyBytes: number;
  /** how long a mail attachment or question video may stay uploaded but unused before it is removed */
  unusedUploadHours: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

type Env = Record<string, string | undefined>;

/** Reads and validates the environment; every bad value gets its own line. */
export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  // an integer setting: its default, and the range it must be in
  const int = (name: string, fallback: number, min: number, max: number) =>
    integer(env[name], fallback, name, min, max, problems);
  const nodeEnv = (env.NODE_ENV ?? 'development') as Config['nodeEnv'];
  if (!['development', 'production', 'test'].includes(nodeEnv)) {
    problems.push(`NODE_ENV must be development, production or test (got "${env.NODE_ENV}")`);
  }
  const port = int('PORT', 3000, 0, 65535);
  const levels = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
  // production logs every request for the log collector; a developer's console shows what needs a look
  const logLevel = (env.LOG_LEVEL || (nodeEnv === 'production' ? 'info' : 'warn')) as Config['logLevel'];
  if (!levels.includes(logLevel))
    problems.push(`LOG_LEVEL must be one of ${levels.join(', ')} (got "${env.LOG_LEVEL}")`);
  const trustProxy = int('TRUST_PROXY', 0, 0, 10);
  const rateLimitPerMinute = int('RATE_LIMIT_PER_MINUTE', 300, 1, 1_000_000);
  const rateLimitSignedOutPerMinute = int('RATE_LIMIT_SIGNED_OUT_PER_MINUTE', 2000, 1, 1_000_000);
  const throttles = Object.fromEntries(
    Object.entries(throttleSettings).map(([name, { env: variable, max, windowMs }]) => [
      name,
      { max: int(variable, max, 1, 1_000_000), windowMs },
    ]),
  ) as Config['throttles'];
  const leaveGraceSeconds = int('LEAVE_GRACE_SECONDS', 30, 1, 600);
  const disconnectSeconds = int('DISCONNECT_SECONDS', 30, 10, 600);
  const sweepIntervalSeconds = int('SWEEP_INTERVAL_SECONDS', 15, 1, 300);
  const judgeAnswerWaitSeconds = int('JUDGE_ANSWER_WAIT_SECONDS', 60, 1, 80);
  const attachmentQuotaMb = int('ATTACHMENT_QUOTA_MB', 50, 5, 100_000);
  const snapshotRetentionDays = int('SNAPSHOT_RETENTION_DAYS', 90, 1, 3650);
  const attachmentDailyMb = int('ATTACHMENT_DAILY_MB', 200, 5, 100_000);
  const unusedUploadHours = int('UNUSED_UPLOAD_HOURS', 24, 1, 720);
  const dataDir = resolve(env.DATA_DIR || './data');
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const databaseWaitSeconds =
    env.DATABASE_WAIT_SECONDS || nodeEnv === 'production'
      ? int('DATABASE_WAIT_SECONDS', 120, 1, 86_400)
      : undefined;
  const redisUrl = env.REDIS_URL || undefined;
  if (redisUrl && !/^rediss?:\/\//.test(redisUrl))
    problems.push('REDIS_URL must start with redis:// or rediss://');
  let s3: S3Location | undefined;
  const s3Timeouts = {
    connectMs: int('S3_CONNECT_TIMEOUT_MS', 3000, 100, 60_000),
    requestMs: int('S3_REQUEST_TIMEOUT_MS', 10_000, 100, 600_000),
  };
  try {
    s3 = env.S3_URL ? { ...parseS3Url(env.S3_URL, env), timeouts: s3Timeouts } : undefined;
  } catch (error) {
    problems.push((error as Error).message);
  }
  const mailUrl = env.MAIL_URL || undefined;
  if (mailUrl && !/^smtps?:\/\//.test(mailUrl)) problems.push('MAIL_URL must start with smtp:// or smtps://');
  const smsUrl = env.SMS_URL ? url(env.SMS_URL, '', 'SMS_URL', problems) || undefined : undefined;
  const textSignIn = flag(
    env.TEXT_SIGN_IN,
    smsUrl !== undefined || nodeEnv !== 'production',
    'TEXT_SIGN_IN',
    problems,
  );
  if (nodeEnv === 'production' && textSignIn && !smsUrl) {
    problems.push(
      'TEXT_SIGN_IN needs SMS_URL in production: without a gateway the codes would only reach the outbox table',
    );
  }
  const lmsAllowPrivateNetwork = flag(
    env.LMS_ALLOW_PRIVATE_NETWORK,
    nodeEnv !== 'production',
    'LMS_ALLOW_PRIVATE_NETWORK',
    problems,
  );
  const publicUrl = url(env.PUBLIC_URL, `http://localhost:${port}`, 'PUBLIC_URL', problems).replace(
    /\/$/,
    '',
  );
  const googleUserinfoUrl = url(
    env.GOOGLE_USERINFO_URL,
    'https://www.googleapis.com/oauth2/v3/userinfo',
    'GOOGLE_USERINFO_URL',
    problems,
  );
  const googleTokeninfoUrl = url(
    env.GOOGLE_TOKENINFO_URL,
    'https://oauth2.googleapis.com/tokeninfo',
    'GOOGLE_TOKENINFO_URL',
    problems,
  );
  const googleClientId = env.GOOGLE_CLIENT_ID || env.VITE_GOOGLE_CLIENT_ID || undefined;
  let jwtSecret = env.JWT_SECRET ?? '';
  if (nodeEnv === 'production' && jwtSecret.length < 32) {
    problems.push('JWT_SECRET is required in production and must be at least 32 characters');
  }
  if (problems.length > 0) throw new ConfigError(problems);
  if (!jwtSecret) jwtSecret = storedSecret(dataDir);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl,
    databaseWaitSeconds,
    redisUrl,
    s3,
    judgeQueue: env.JUDGE_QUEUE || 'placement-judge',
    jwtSecret,
    mailUrl,
    mailFrom: env.MAIL_FROM || 'Placement <no-reply@placement.local>',
    smsUrl,
    textSignIn,
    lmsAllowPrivateNetwork,
    publicUrl,
    googleUserinfoUrl,
    googleTokeninfoUrl,
    googleClientId,
    nodeEnv,
    logLevel,
    trustProxy,
    rateLimitPerMinute,
    rateLimitSignedOutPerMinute,
    throttles,
    seedDemo: nodeEnv !== 'production' && env.SEED_DEMO !== 'false',
    leaveGraceSeconds,
    disconnectSeconds,
    sweepIntervalSeconds,
    judgeAnswerWaitSeconds,
    unsentAttachmentQuotaBytes: attachmentQuotaMb * 1024 * 1024,
    attachmentDailyBytes: attachmentDailyMb * 1024 * 1024,
    snapshotRetentionDays,
    unusedUploadHours,
  };
}

function integer(
  raw: string | undefined,
  fallback: number,
  name: string,
  min: number,
  max: number,
  problems: string[],
) {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    problems.push(`${name} must be an integer from ${min} to ${max} (got "${raw}")`);
    return fallback;
  }
  return value;
}

function flag(raw: string | undefined, fallback: boolean, name: string, problems: string[]) {
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'true' || raw === 'false') return raw === 'true';
  problems.push(`${name} must be true or false (got "${raw}")`);
  return fallback;
}

function url(raw: string | undefined, fallback: string, name: string, problems: string[]) {
  if (!raw) return fallback;
  try {
    const parsed = new URL(raw);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('scheme');
    return raw;
  } catch {
    problems.push(`${name} must be an http(s) URL (got "${raw}")`);
    return fallback;
  }
}

/** Outside production a secret is generated once and kept beside the data, so sessions survive restarts. */
function storedSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
