import { describe, expect, it } from 'vitest';
import { moodleQuiz } from './fixtures';
import { readBankInWorker } from './read-in-worker';

/** A Moodle quiz of `count` short-answer questions: a large, valid upload. */
function largeQuiz(count: number): Buffer {
  const question = (i: number) =>
    `<question type="shortanswer"><name><text>Q${i}</text></name><questiontext format="html"><text><![CDATA[<p>${'What is the capital of a far country? '.repeat(20)}</p>]]></text></questiontext><answer fraction="100"><text>x${i}</text></answer></question>`;
  return Buffer.from(
    `<?xml version="1.0"?><quiz>${Array.from({ length: count }, (_, i) => question(i)).join('')}</quiz>`,
  );
}

describe('reading a question bank in a worker thread', () => {
  it('reads the same bank as the parser does in the thread', async () => {
    const bank = await readBankInWorker('cs101.xml', moodleQuiz());
    expect(bank.format).toBe('moodle');
    expect(bank.items.length).toBeGreaterThan(0);
    expect(bank.unmapped.map((u) => u.name)).toContain('Match protocols to layers');
  });

  it("says why a file cannot be read, in the parser's words", async () => {
    await expect(readBankInWorker('x.xml', Buffer.from('<html></html>'))).rejects.toMatchObject({
      statusCode: 400,
      message: 'The XML is neither a Moodle <quiz> nor a QTI 2.1 assessmentItem',
    });
  });

  it('stops a read that outgrows its heap or its time with a clear 400, and the server goes on', async () => {
    const heavy = largeQuiz(20_000);
    const tooHeavy = { statusCode: 400, message: expect.stringMatching(/too large or too complex to read/) };
    await expect(
      readBankInWorker('big.xml', heavy, { timeoutMs: 60_000, memoryMb: 8 }),
    ).rejects.toMatchObject(tooHeavy);
    await expect(readBankInWorker('big.xml', heavy, { timeoutMs: 1, memoryMb: 512 })).rejects.toMatchObject(
      tooHeavy,
    );
    expect((await readBankInWorker('cs101.xml', moodleQuiz())).format).toBe('moodle');
  });
});
