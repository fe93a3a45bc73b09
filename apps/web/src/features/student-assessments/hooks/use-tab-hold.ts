import { useEffect } from 'react';
import { onTabLost, watchClaims } from '../utils/attempt-tab';
import { readJournal } from '../utils/storage';
import type { SendAction } from './use-attempt-state';

/**
 * This tab stops as soon as it learns another one holds the attempt: at once from a tab of this browser
 * (BroadcastChannel), or from the server's 409 on any call (another browser or device). Answers it could not
 * send stay in the journal.
 */
export function useTabHold({ id, send }: { id: string; send: SendAction }) {
  useEffect(() => {
    const lost = () => send({ type: 'tabLost', answerKept: readJournal(id).length > 0 });
    const stopWatching = watchClaims(id, lost);
    const stopListening = onTabLost((assessmentId) => {
      if (assessmentId === id) lost();
    });
    return () => {
      stopWatching();
      stopListening();
    };
  }, [id, send]);
}
