import { type Common, essayOf, findAnswerOf, mcqOf } from './build';
import { mapImageSources, objectsAsImages, plainText } from './html';
import { type ImportedImage, type ImportedQuestion, imageToken, type Level, type Unmapped } from './types';
import {
  attr,
  child,
  childrenOf,
  descendants,
  elements,
  FormatError,
  markupOf,
  tagOf,
  textOf,
  type XNode,
} from './xml';

const SUPPORTED = new Set(['choiceInteraction', 'textEntryInteraction', 'extendedTextInteraction']);

/**
 * Finds a file of the package by the path an item refers to it with, or says in words why it cannot be taken
 * ("refers to the image ../x.png, outside the package"): the reason the item is reported with.
 */
export type ResolveImage = (src: string) => { name: string; data: Uint8Array } | string;

/** A single item file carries no images: an item that shows one is reported, not imported without it. */
export const noImages: ResolveImage = (src) =>
  `refers to the image ${src}, which a single item file cannot carry: import the content package (.zip) with its images`;

/** "an orderInteraction", "a choiceInteraction" */
const withArticle = (word: string) => `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;

/** What our export writes in an item's label, so a round trip keeps level, minutes and marks. */
const LABEL = /^placement:(L[123]):(\d+(?:\.\d+)?)(?::(\d+(?:\.\d+)?))?$/;
export const labelOf = (q: { level: Level; Duration: number; marks?: number | null }) =>
  `placement:${q.level}:${q.Duration}${q.marks === undefined || q.marks === null ? '' : `:${q.marks}`}`;

function readLabel(label: string | undefined): Pick<Common, 'level' | 'Duration' | 'marks'> {
  const match = LABEL.exec(label ?? '');
  if (!match) return {};
  return {
    level: match[1] as Level,
    Duration: Number(match[2]),
    ...(match[3] === undefined ? {} : { marks: Number(match[3]) }),
  };
}

interface Declaration {
  cardinality: string;
  correct: string[];
  mapped: { key: string; value: number }[];
}

function declarations(item: XNode[]): Map<string, Declaration> {
  const found = new Map<string, Declaration>();
  for (const declaration of elements(item, 'responseDeclaration')) {
    const nodes = childrenOf(declaration);
    const correct = child(nodes, 'correctResponse');
    const mapping = child(nodes, 'mapping');
    found.set(attr(declaration, 'identifier') ?? '', {
      cardinality: attr(declaration, 'cardinality') ?? 'single',
      correct: correct ? elements(childrenOf(correct), 'value').map((v) => textOf(childrenOf(v))) : [],
      mapped: mapping
        ? elements(childrenOf(mapping), 'mapEntry').map((e) => ({
            key: attr(e, 'mapKey') ?? '',
            value: Number(attr(e, 'mappedValue') ?? '0'),
          }))
        : [],
    });
  }
  return found;
}

/** The text a blank must hold: the declared correct response, else the best-scoring mapped one. */
function keyOf(declaration: Declaration | undefined): string {
  if (!declaration) return '';
  if (declaration.correct[0]) return declaration.correct[0];
  const best = [...declaration.mapped].sort((a, b) => b.value - a.value)[0];
  return best && best.value > 0 ? best.key : '';
}

const isBlankText = (node: XNode) => typeof node['#text'] === 'string' && node['#text'].trim() === '';

const BLANK = '_____';

/** A copy of the nodes with each text entry written as a blank line. */
const withBlanks = (nodes: XNode[]): XNode[] =>
  nodes.map((node) => {
    const tag = tagOf(node);
    if (tag === 'textEntryInteraction') return { '#text': BLANK };
    if (tag === undefined || tag === '#text') return node;
    return { ...node, [tag]: withBlanks(childrenOf(node)) };
  });

/** The sentence a blank sits in; a blank that ends the sentence is left out (our export writes it there). */
function sentenceOf(block: XNode, blanks: number): string {
  const text = textOf(withBlanks([block]));
  return blanks === 1 && text.endsWith(` ${BLANK}`) ? text.slice(0, -BLANK.length).trim() : text;
}

const PROMPTED = new Set(['choiceInteraction', 'extendedTextInteraction']);

/**
 * A copy of the nodes with each choice or extended text interaction replaced by its prompt, wherever it stands
 * (Moodle's export wraps each in a <div class="interactive.…">): no option or interaction markup stays behind.
 */
const withPrompts = (nodes: XNode[]): XNode[] =>
  nodes.flatMap((node) => {
    const tag = tagOf(node);
    if (tag !== undefined && PROMPTED.has(tag)) {
      const prompt = child(childrenOf(node), 'prompt');
      return prompt ? [{ div: childrenOf(prompt) }] : [];
    }
    if (tag === undefined || tag === '#text') return [node];
    return [{ ...node, [tag]: withPrompts(childrenOf(node)) }];
  });

/** The pictures of a block (an <img> or an <object> that may be one), which its sentence's text would lose. */
const picturesOf = (node: XNode): XNode[] => [
  ...descendants([node], 'img'),
  ...descendants([node], 'object'),
];

/** The item body as our prompt: interactions replaced by their prompt, blanks' sentences taken out as pairs. */
function promptAndBlanks(body: XNode[], responses: Map<string, Declaration>) {
  const pairs: { question: string; answer: string }[] = [];
  const kept: XNode[] = [];
  const sentences: XNode[] = [];
  const pictures: XNode[] = [];
  for (const node of withPrompts(body)) {
    if (isBlankText(node)) continue;
    const tag = tagOf(node);
    const blanks =
      tag === 'textEntryInteraction' ? [node] : descendants(childrenOf(node), 'textEntryInteraction');
    if (blanks.length === 0) {
      kept.push(node);
      continue;
    }
    sentences.push(...withBlanks([node]));
    pictures.push(...picturesOf(node));
    const sentence = tag === 'textEntryInteraction' ? '' : sentenceOf(node, blanks.length);
    blanks.forEach((blank, index) => {
      const question = blanks.length > 1 ? `${sentence} (blank ${index + 1})` : sentence;
      pairs.push({ question, answer: keyOf(responses.get(attr(blank, 'responseIdentifier') ?? '')) });
    });
  }
  // an item that is nothing but its sentences keeps them as the prompt too; else a sentence's pictures join it
  const prompt = kept.length === 0 ? sentences : pictures.length ? [...kept, { p: pictures }] : kept;
  return { html: markupOf(prompt), pairs };
}

/**
 * One QTI 2.1 assessmentItem as our question: one single-choice interaction is an mcq, text entries a
 * findAnswer, one extended text an essay; anything else is reported with the reason.
 */
export function readQtiItem(
  document: XNode[],
  fileName: string,
  resolve: ResolveImage,
): ImportedQuestion | Unmapped {
  const item = child(document, 'assessmentItem');
  if (!item) throw new FormatError(`${fileName} has no assessmentItem`);
  const identifier = attr(item, 'identifier')?.trim();
  const name = attr(item, 'title')?.trim() || identifier || fileName;
  return { ...mapItem(item, name, resolve), ...(identifier ? { identifier } : {}) };
}

function mapItem(item: XNode, name: string, resolve: ResolveImage): ImportedQuestion | Unmapped {
  const nodes = childrenOf(item);
  const body = child(nodes, 'itemBody');
  if (!body) return { name, reason: 'has no itemBody' };
  const found: XNode[] = [];
  const walk = (list: XNode[]) => {
    for (const node of list) {
      const tag = tagOf(node) ?? '';
      if (tag.endsWith('Interaction')) found.push(node);
      else walk(childrenOf(node));
    }
  };
  walk(childrenOf(body));
  const other = found.find((n) => !SUPPORTED.has(tagOf(n) ?? ''));
  if (other) {
    const kind = tagOf(other) ?? 'interaction';
    const count = found.filter((n) => tagOf(n) === kind).length;
    const what = count > 1 ? `${count} ${kind}s, which have` : `${withArticle(kind)}, which has`;
    return { name, reason: `uses ${what} no equivalent question type` };
  }
  const kinds = new Set(found.map((n) => tagOf(n)));
  if (kinds.size === 0) return { name, reason: 'has no interaction to answer' };
  if (kinds.size > 1) return { name, reason: `mixes ${[...kinds].join(' and ')} in one item` };

  const responses = declarations(nodes);
  const images: ImportedImage[] = [];
  let refused: string | undefined;
  const { html: markup, pairs } = promptAndBlanks(childrenOf(body), responses);
  const { html, other: media } = objectsAsImages(markup);
  if (media) {
    const what = `${media.data || 'an object'}${media.type ? ` (${media.type})` : ''}`;
    return { name, reason: `embeds ${what}, which an imported question cannot show; only pictures are kept` };
  }
  const title = mapImageSources(html, (src) => {
    const file = resolve(src);
    if (typeof file === 'string') {
      refused ??= file;
      return undefined;
    }
    const token = imageToken(images.length);
    images.push({ token, ...file });
    return token;
  });
  if (refused) return { name, reason: refused };
  if (!plainText(title) && images.length === 0) return { name, reason: 'has no question text' };
  const common: Common = { name, images, ...readLabel(attr(item, 'label')) };

  const [first] = found;
  const kind = tagOf(first!);
  if (kind === 'choiceInteraction') {
    if (found.length > 1) return { name, reason: 'has more than one choice interaction' };
    const response = responses.get(attr(first!, 'responseIdentifier') ?? '');
    // maxChoices defaults to 1 in QTI 2.1; 0 means any number
    const max = attr(first!, 'maxChoices') ?? '1';
    if (max !== '1' || response?.cardinality !== 'single') {
      const up = max === '0' || max === '1' ? 'several' : `up to ${max}`;
      return {
        name,
        reason: `${up} choices may be selected (multiple response, maxChoices ${max}); an mcq has one key`,
      };
    }
    const choices = elements(childrenOf(first!), 'simpleChoice');
    const pictured = choices.findIndex((c) => picturesOf(c).length > 0);
    if (pictured !== -1)
      return { name, reason: `option ${pictured + 1} is a picture; an mcq's options are text only` };
    const options = choices.map((c) => textOf(childrenOf(c)));
    const correct = choices.flatMap((c, index) =>
      response.correct.includes(attr(c, 'identifier') ?? '') ? [index] : [],
    );
    return mcqOf(common, title, options, correct);
  }
  if (kind === 'extendedTextInteraction') {
    if (found.length > 1) return { name, reason: 'has more than one extended text interaction' };
    const lines = Number(attr(first!, 'expectedLines'));
    return essayOf(common, title, Number.isFinite(lines) && lines > 0 ? lines : undefined);
  }
  return findAnswerOf(common, title, pairs);
}
