import { type Common, essayOf, findAnswerOf, mcqOf, sortOut } from './build';
import { htmlOfText, mapImageSources, plainText } from './html';
import { refuseTooManyItems } from './limits';
import {
  categoryName,
  type ImportedImage,
  type ImportedQuestion,
  imageToken,
  type ParsedBank,
  type Unmapped,
} from './types';
import { attr, child, childrenOf, elements, FormatError, textOf, type XNode } from './xml';

/** Moodle question types that have no equivalent here, and why, in the words the preview shows. */
const UNSUPPORTED: Record<string, string> = {
  matching: 'matching questions have no equivalent question type',
  multianswer: 'embedded answers (cloze) have no equivalent question type',
  ddwtos: 'drag and drop into text has no equivalent question type',
  ddimageortext: 'drag and drop onto an image has no equivalent question type',
  ddmarker: 'drag and drop markers have no equivalent question type',
  gapselect: 'select missing words has no equivalent question type',
  calculated: 'calculated questions have no equivalent question type',
  calculatedsimple: 'calculated questions have no equivalent question type',
  calculatedmulti: 'calculated questions have no equivalent question type',
  randomsamatch: 'random short-answer matching has no equivalent question type',
  description: 'a description is text, not a question',
};

const PLUGINFILE = '@@PLUGINFILE@@/';

/** The text of a <text> child; its HTML (usually CDATA) as Moodle wrote it. */
const textIn = (node: XNode | undefined): string => {
  const text = node ? child(childrenOf(node), 'text') : undefined;
  return text
    ? childrenOf(text)
        .map((n) => (typeof n['#text'] === 'string' ? n['#text'] : ''))
        .join('')
    : '';
};

/** A Moodle text field as HTML: html is kept as is, the other formats are text. */
const htmlOf = (node: XNode | undefined): string => {
  const text = textIn(node);
  const format = node ? attr(node, 'format') : undefined;
  return format === 'html' ? text.trim() : htmlOfText(text);
};

/** The <file> elements of a text field, embedded base64, referenced as @@PLUGINFILE@@/name. */
function questionText(node: XNode | undefined, name: string, images: ImportedImage[]): string | Unmapped {
  const files = new Map<string, Uint8Array>();
  for (const file of elements(node ? childrenOf(node) : [], 'file')) {
    const fileName = `${attr(file, 'path') ?? '/'}${attr(file, 'name') ?? ''}`.replace(/^\//, '');
    files.set(fileName, Buffer.from(textOf(childrenOf(file)), 'base64'));
  }
  let missing: string | undefined;
  const html = mapImageSources(htmlOf(node), (src) => {
    if (!src.startsWith(PLUGINFILE)) return src;
    const fileName = decodeURIComponent(src.slice(PLUGINFILE.length));
    const data = files.get(fileName);
    if (!data) {
      missing = fileName;
      return undefined;
    }
    const token = imageToken(images.length);
    images.push({ token, name: fileName, data });
    return token;
  });
  if (missing) return { name, reason: `refers to the image ${missing}, which the file does not include` };
  if (plainText(html) === '' && images.length === 0) return { name, reason: 'has no question text' };
  return html;
}

const answersOf = (question: XNode) =>
  elements(childrenOf(question), 'answer').map((answer) => ({
    html: htmlOf(answer),
    fraction: Number(attr(answer, 'fraction') ?? '0'),
  }));

const right = (answers: { fraction: number }[]) =>
  answers.flatMap((a, index) => (a.fraction === 100 ? [index] : []));

function mapQuestion(question: XNode, category: string | undefined): ImportedQuestion | Unmapped {
  const type = attr(question, 'type') ?? '';
  const nodes = childrenOf(question);
  const name = textIn(child(nodes, 'name')).trim() || `(unnamed ${type} question)`;
  const unsupported = UNSUPPORTED[type];
  if (unsupported) return { name, reason: unsupported };
  const images: ImportedImage[] = [];
  const title = questionText(child(nodes, 'questiontext'), name, images);
  if (typeof title !== 'string') return title;
  const common: Common = { name, category, images };
  const answers = answersOf(question);
  switch (type) {
    case 'multichoice': {
      // Moodle writes true/false; older versions 1/0
      if (['false', '0'].includes(textOf(childrenOf(child(nodes, 'single') ?? {})))) {
        return { name, reason: 'several answers may be chosen (multiple response); an mcq has one key' };
      }
      return mcqOf(
        common,
        title,
        answers.map((a) => plainText(a.html)),
        right(answers),
      );
    }
    case 'truefalse': {
      const key = answers.find((a) => a.fraction === 100);
      if (!key) return { name, reason: 'neither true nor false is marked correct' };
      return mcqOf(common, title, ['True', 'False'], [plainText(key.html).toLowerCase() === 'true' ? 0 : 1]);
    }
    case 'shortanswer':
    case 'numerical': {
      const key = answers.find((a) => a.fraction === 100);
      return findAnswerOf(common, title, key ? [{ question: 'Answer', answer: plainText(key.html) }] : []);
    }
    case 'essay': {
      const lines = Number(textOf(childrenOf(child(nodes, 'responsefieldlines') ?? {})));
      return essayOf(common, title, Number.isFinite(lines) && lines > 0 ? lines : undefined);
    }
    default:
      return { name, reason: `the Moodle question type "${type}" has no equivalent question type` };
  }
}

/** A Moodle XML <quiz>: its questions in order, each category applying to those after it. */
export function readMoodle(document: XNode[]): ParsedBank {
  const quiz = child(document, 'quiz');
  if (!quiz) throw new FormatError('A Moodle XML file has a <quiz> root element');
  const questions = elements(childrenOf(quiz), 'question');
  refuseTooManyItems(questions.filter((q) => attr(q, 'type') !== 'category').length);
  let category: string | undefined;
  const results: (ImportedQuestion | Unmapped)[] = [];
  for (const question of questions) {
    if (attr(question, 'type') === 'category') {
      category = categoryName(textIn(child(childrenOf(question), 'category')));
      continue;
    }
    const identifier = textOf(childrenOf(child(childrenOf(question), 'idnumber') ?? {}));
    results.push({ ...mapQuestion(question, category), ...(identifier ? { identifier } : {}) });
  }
  return { format: 'moodle', ...sortOut(results) };
}
