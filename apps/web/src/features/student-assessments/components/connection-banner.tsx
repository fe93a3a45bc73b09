import type { ReactNode } from 'react';
import type { ConnectionStatus } from '../hooks/use-connection';
import { shellMessages } from '../utils/shell-messages';

/**
 * The connection's state as a strip under the top bar: it pushes the question down and covers nothing, so the
 * student keeps working on the question (answers wait on this device) while it shows.
 */
export function ConnectionBanner({
  status,
  lostSeconds,
  lostEnding,
  lostPaused = false,
}: {
  status: ConnectionStatus;
  /** seconds until a lost connection submits the test; null while connected */
  lostSeconds: number | null;
  lostEnding: boolean;
  /** lost under the 'pause' policy: no countdown, the time is paused */
  lostPaused?: boolean;
}) {
  if (lostPaused) {
    return (
      <LostBanner>
        <p>
          Trying to reconnect. Your time is paused until the connection is back, and nothing ends your test
          for this. You can keep working: your answers are kept on this device and sent when the connection is
          back.
        </p>
      </LostBanner>
    );
  }
  if (lostSeconds !== null) {
    return (
      <LostBanner>
        {lostEnding ? (
          <p className="font-semibold">{shellMessages.testEnding}</p>
        ) : (
          <p>
            Trying to reconnect. You can keep working: your answers are kept on this device and sent when the
            connection is back. The test will be submitted automatically in{' '}
            <span className="font-semibold">{lostSeconds}</span> seconds.
          </p>
        )}
      </LostBanner>
    );
  }
  if (status !== 'slow') return null;
  return (
    <section
      aria-labelledby="connection-slow"
      className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950 sm:px-8"
    >
      <h2 id="connection-slow" className="font-semibold">
        {shellMessages.connectionSlow}
      </h2>
      <p>
        Your answers are kept on this device and sent as the network allows. Nothing ends your test for this.
      </p>
    </section>
  );
}

function LostBanner({ children }: { children: ReactNode }) {
  return (
    <section
      aria-labelledby="connection-lost"
      className="border-b border-red-300 bg-red-50 px-4 py-2 text-sm text-red-900 sm:px-8"
    >
      <h2 id="connection-lost" className="font-semibold" role="alert">
        {shellMessages.connectionLost}
      </h2>
      {children}
    </section>
  );
}
