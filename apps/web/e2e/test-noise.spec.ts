import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages } from '@placement/contract';
import { launchWithFakeMedia } from './support/fixtures';
import { expect, expectEndScreen, resultsFor, startFixture, test } from './support/tests';

/** Three seconds of loud white noise as a 16-bit mono WAV: what Chromium's fake microphone will play. */
function noiseWav(): Buffer {
  const rate = 48_000;
  const samples = rate * 3;
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36);
  wav.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++)
    wav.writeInt16LE(Math.round((Math.random() * 2 - 1) * 16_000), 44 + i * 2);
  return wav;
}

test('noise near the microphone warns, and at maxAudioLimitExceedCount ends the test', async () => {
  test.setTimeout(60_000);
  const wav = join(tmpdir(), `placement-noise-${process.pid}.wav`);
  writeFileSync(wav, noiseWav());
  const browser = await launchWithFakeMedia([`--use-file-for-fake-audio-capture=${wav}`]);
  try {
    const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    await context.addInitScript((token) => {
      if (!localStorage.getItem('token')) localStorage.setItem('token', token);
    }, process.env.E2E_STUDENT_TOKEN ?? '');
    const page = await context.newPage();
    // a copy with camera proctoring and maxAudioLimitExceedCount 2
    const id = await startFixture(page, 'noise');
    await expect(page.getByRole('alert').getByText(messages.audioWarning)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('alert').getByText(messages.audioLimit)).toBeVisible({ timeout: 15_000 });
    await expectEndScreen(page, id, 'audio_limit');
    const [attempt] = await resultsFor(page, id);
    expect(attempt?.endReason).toBe('audio_limit');
  } finally {
    await browser.close();
  }
});
