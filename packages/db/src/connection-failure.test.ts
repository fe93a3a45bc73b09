import { describe, expect, it } from 'vitest';
import { isConnectionFailure } from './connection-failure';

const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });
/** drizzle wraps the driver's error, quoting the query */
const wrapped = (cause: unknown) => new Error('Failed query: select 1', { cause });

describe('isConnectionFailure: a database out of reach, not a bad query', () => {
  it('knows a server that is restarting, starting or gone', () => {
    expect(
      isConnectionFailure(wrapped(coded('57P01', 'terminating connection due to administrator command'))),
    ).toBe(true);
    expect(isConnectionFailure(wrapped(coded('57P03', 'the database system is starting up')))).toBe(true);
    expect(isConnectionFailure(coded('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'))).toBe(true);
    expect(isConnectionFailure(wrapped(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(isConnectionFailure(coded('08006'))).toBe(true);
    // localhost tried over IPv6 and IPv4, both refused
    expect(isConnectionFailure(new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')]))).toBe(
      true,
    );
  });

  it('leaves every other error alone', () => {
    expect(isConnectionFailure(wrapped(coded('23505', 'duplicate key value')))).toBe(false);
    expect(isConnectionFailure(wrapped(coded('42P01', 'relation "nope" does not exist')))).toBe(false);
    expect(isConnectionFailure(coded('28P01', 'password authentication failed'))).toBe(false);
    expect(isConnectionFailure(new Error('Something else'))).toBe(false);
    expect(isConnectionFailure(undefined)).toBe(false);
  });
});
