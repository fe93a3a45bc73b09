import { type GIFTQuestion, parse, type TextFormat } from 'gift-pegjs';
import { type Common, essayOf, findAnswerOf, mcqOf, sortOut } from './build';
import { htmlOfText, plainText } from './html';
import { refuseTooManyItems } from './limits';
import { categoryName, type ImportedQuestion, type ParsedBank, type Unmapped } from './types';
import { FormatError } from './xml';

/** GIFT text larger than this is not a question bank anyone typed; the PEG parser's time grows with it. */
export const MAX_GIFT_CHARS = 1_000_000;

const htmlOf = (text: TextFormat) => (text.format === 'html' ? text.text.trim() : htmlOfText(text.text));
const textOf = (text: TextFormat) => (text.format === 'html' ? plainText(text.text) : text.text.trim());

function mapQuestion(question: Exclude<GIFTQuestion, { type: 'Category' }>, category?: string) {
  const title = htmlOf(question.stem);
  const name = question.title?.trim() || plainText(title).slice(0, 80) || `(unnamed ${question.type})`;
  const common: Common = { name, category };
  if (question.type === 'Description') return { name, reason: 'a description is text, not a question' };
  if (question.hasEmbeddedAnswers) {
    return {
      name,
      reason: 'its answers are embedded in the sentence, which has no equivalent question type',
    };
  }
  switch (question.type) {
    case 'MC': {
      if (question.choices.some((c) => c.weight !== null && c.weight !== 100 && c.weight !== 0)) {
        return { name, reason: 'its answers carry partial credit (multiple response); an mcq has one key' };
      }
      const correct = question.choices.flatMap((c, i) => (c.isCorrect || c.weight === 100 ? [i] : []));
      return mcqOf(
        common,
        title,
        question.choices.map((c) => textOf(c.text)),
        correct,
      );
    }
    case 'TF':
      return mcqOf(common, title, ['True', 'False'], [question.isTrue ? 0 : 1]);
    case 'Short': {
      const key = question.choices.find((c) => c.isCorrect || c.weight === 100);
      return findAnswerOf(common, title, key ? [{ question: 'Answer', answer: textOf(key.text) }] : []);
    }
    case 'Numerical': {
      const choices = Array.isArray(question.choices)
        ? question.choices
        : [{ isCorrect: true, text: question.choices }];
      const key = choices.find((c) => c.isCorrect)?.text;
      const value = key?.number ?? key?.numberLow;
      return findAnswerOf(
        common,
        title,
        value === undefined ? [] : [{ question: 'Answer', answer: String(value) }],
      );
    }
    case 'Essay':
      return essayOf(common, title);
    case 'Matching':
      return { name, reason: 'matching questions have no equivalent question type' };
  }
}

/** GIFT text (Moodle's plain-text format), read by gift-pegjs's grammar. */
export function readGift(text: string): ParsedBank {
  if (text.length > MAX_GIFT_CHARS) throw new FormatError('The GIFT file is larger than 1 MB; split it');
  let questions: GIFTQuestion[];
  try {
    questions = parse(text.replace(/^\uFEFF/, '').replaceAll('\r\n', '\n'));
  } catch (error) {
    const location = (error as { location?: { start: { line: number; column: number } } }).location;
    const where = location ? ` at line ${location.start.line}, column ${location.start.column}` : '';
    throw new FormatError(`The GIFT text could not be read${where}: ${(error as Error).message}`);
  }
  refuseTooManyItems(questions.filter((q) => q.type !== 'Category').length);
  let category: string | undefined;
  const results: (ImportedQuestion | Unmapped)[] = [];
  for (const question of questions) {
    if (question.type === 'Category') category = categoryName(question.title);
    else results.push(mapQuestion(question, category));
  }
  return { format: 'gift', ...sortOut(results) };
}
