import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, throttleSettings } from './config';

describe('loadConfig', () => {
  it('reports every bad value on its own line', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        MAIL_URL: 'http://mail',
        PUBLIC_URL: 'not a url',
        NODE_ENV: 'production',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'PORT must be an integer from 0 to 65535 (got "eighty")',
      'DATABASE_URL must start with postgres:// or postgresql://',
      'MAIL_URL must start with smtp:// or smtps://',
      'PUBLIC_URL must be an http(s) URL (got "not a url")',
      'JWT_SECRET is required in production and must be at least 32 characters',
    ]);
  });

  it('reaches an LMS on a private network outside production, and in production only when allowed', () => {
    const secret = 'x'.repeat(32);
    expect(loadConfig({ NODE_ENV: 'test' }).lmsAllowPrivateNetwork).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret }).lmsAllowPrivateNetwork).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret, LMS_ALLOW_PRIVATE_NETWORK: 'true' })
        .lmsAllowPrivateNetwork,
    ).toBe(true);
  });

  it('outside production generates a secret once and keeps it beside the data', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'placement-config-'));
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8')).toBe(first.jwtSecret);
    expect(first).toMatchObject({ port: 3000, databaseUrl: undefined, mailUrl: undefined, seedDemo: true });
  });

  it('does not seed demo data in production', () => {
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), DATA_DIR: tmpdir() });
    expect(config.seedDemo).toBe(false);
  });

  it('reads every sign-in limit and the signed-out request limit from the environment, each checked', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'placement-config-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOGIN_FAILURES_PER_IP: '2000',
      RATE_LIMIT_SIGNED_OUT_PER_MINUTE: '5000',
    });
    expect(config.throttles.loginPerIp).toEqual({ max: 2000, windowMs: 15 * 60_000 });
    expect(config.throttles.loginPerAccountIp).toEqual({ max: 10, windowMs: 15 * 60_000 });
    expect(config.rateLimitSignedOutPerMinute).toBe(5000);
    expect(loadConfig({ DATA_DIR: dataDir }).rateLimitSignedOutPerMinute).toBe(2000);

    const variables = Object.values(throttleSettings).map((setting) => setting.env);
    let error: unknown;
    try {
      loadConfig({
        DATA_DIR: dataDir,
        RATE_LIMIT_SIGNED_OUT_PER_MINUTE: 'lots',
        ...Object.fromEntries(variables.map((variable) => [variable, '0'])),
      });
    } catch (caught) {
      error = caught;
    }
    expect((error as ConfigError).problems).toEqual([
      'RATE_LIMIT_SIGNED_OUT_PER_MINUTE must be an integer from 1 to 1000000 (got "lots")',
      ...variables.map((variable) => `${variable} must be an integer from 1 to 1000000 (got "0")`),
    ]);
  });

  it('documents every variable it reads in docs/operations.md', () => {
    const docs = readFileSync(new URL('../../../docs/operations.md', import.meta.url), 'utf8');
    const variables = [
      'RATE_LIMIT_PER_MINUTE',
      'RATE_LIMIT_SIGNED_OUT_PER_MINUTE',
      'TRUST_PROXY',
      ...Object.values(throttleSettings).map((setting) => setting.env),
    ];
    expect(variables.filter((variable) => !docs.includes(`| \`${variable}\` |`))).toEqual([]);
  });
});
