import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { memoryStorage } from '../../../testing/memory-storage';
import { sendResponse } from '../api/send-response';
import { drainJournal, isAttemptPaused } from './outbox';
import { appendJournal, readJournal } from './storage';

vi.mock('../api/send-response', () => ({ sendResponse: vi.fn() }));

const paused = new ApiError('Your test is paused by the invigilator.', 409, 'TEST_PAUSED');

describe('an answer sent just as the invigilator paused the test', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
    vi.stubGlobal('sessionStorage', memoryStorage());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(sendResponse).mockReset();
  });

  it('is kept in the journal and goes once the test resumes', async () => {
    appendJournal('t1', { questionId: 'q1', response: 2, timeTaken: 12, adaptive: false });
    vi.mocked(sendResponse).mockRejectedValueOnce(paused);
    await expect(drainJournal('t1')).rejects.toSatisfy(isAttemptPaused);
    expect(readJournal('t1').map((entry) => entry.questionId)).toEqual(['q1']);

    const next = { finished: false, question: { _id: 'q2' } };
    vi.mocked(sendResponse).mockResolvedValueOnce(next as never);
    await expect(drainJournal('t1')).resolves.toBe(next);
    expect(readJournal('t1')).toEqual([]);
    expect(vi.mocked(sendResponse).mock.calls.map(([, entry]) => entry.response)).toEqual([2, 2]);
  });

  it('another refusal still drops the answer (it cannot succeed on retry)', async () => {
    appendJournal('t1', { questionId: 'q1', response: 2, timeTaken: 12, adaptive: false });
    vi.mocked(sendResponse).mockRejectedValueOnce(
      new ApiError('This attempt has ended.', 409, 'ATTEMPT_OVER'),
    );
    await expect(drainJournal('t1')).resolves.toBeNull();
    expect(readJournal('t1')).toEqual([]);
  });
});
