import { strToU8, zipSync } from 'fflate';
import { takeFirstImage, xhtmlOf } from './html';
import { labelOf } from './qti';
import type { Level } from './types';
import { childrenOf, parseXml, type XNode, xmlDocument } from './xml';

const QTI_NS = 'http://www.imsglobal.org/xsd/imsqti_v2p1';
const XSI = 'http://www.w3.org/2001/XMLSchema-instance';
const QTI_SCHEMA = `${QTI_NS} http://www.imsglobal.org/xsd/qti/qtiv2p1/imsqti_v2p1.xsd`;
const CP_NS = 'http://www.imsglobal.org/xsd/imscp_v1p1';
const CP_SCHEMA = `${CP_NS} http://www.imsglobal.org/xsd/qti/qtiv2p1/qtiv2p1_imscpv1p2_v1p0.xsd`;
const MATCH_CORRECT = 'http://www.imsglobal.org/question/qti_v2p1/rptemplates/match_correct';

/** A question as the export reads it from the bank. */
export interface ExportQuestion {
  id: string;
  type: string;
  level: Level;
  Duration: number;
  marks: number | null;
  body: Record<string, unknown>;
}

/** An image the package carries, by the URL the question uses for it. */
export type ExportImages = Map<string, { path: string; data: Uint8Array }>;

const el = (tag: string, attributes: Record<string, string>, children: XNode[] = []): XNode => ({
  [tag]: children,
  ...(Object.keys(attributes).length > 0 ? { ':@': attributes } : {}),
});
const text = (value: string): XNode => ({ '#text': value });

/** The authored HTML as itemBody content: XHTML in one div, its images pointing into the package. */
function promptNodes(html: string, images: ExportImages, trailingImage?: string): XNode[] {
  const [wrapper] = parseXml(`<div>${xhtmlOf(html)}</div>`, 'the prompt');
  const nodes = childrenOf(wrapper!);
  const relink = (list: XNode[]): XNode[] =>
    list.map((node) => {
      if ('img' in node) {
        const src = String((node[':@'] as Record<string, string> | undefined)?.src ?? '');
        const image = images.get(src);
        return image ? { ...node, ':@': { ...(node[':@'] as object), src: `../${image.path}` } } : node;
      }
      const tag = Object.keys(node).find((k) => k !== ':@');
      return tag && tag !== '#text' ? { ...node, [tag]: relink(childrenOf(node)) } : node;
    });
  const body = relink(nodes);
  const image = trailingImage ? images.get(trailingImage) : undefined;
  if (image) body.push(el('p', {}, [el('img', { src: `../${image.path}`, alt: '' })]));
  return [el('div', {}, body)];
}

const plainTitle = (html: string) => {
  const [wrapper] = parseXml(`<div>${xhtmlOf(takeFirstImage(html).html)}</div>`, 'the prompt');
  const collect = (list: XNode[]): string =>
    list.map((n) => (typeof n['#text'] === 'string' ? n['#text'] : collect(childrenOf(n)))).join('');
  return collect(childrenOf(wrapper!)).replace(/\s+/g, ' ').trim().slice(0, 200) || 'Question';
};

const value = (v: string) => el('value', {}, [text(v)]);
/** MAXSCORE carries the question's own marks, when it overrides its level's. */
const outcomes = (marks: number | null): XNode[] => [
  el('outcomeDeclaration', { identifier: 'SCORE', cardinality: 'single', baseType: 'float' }, [
    el('defaultValue', {}, [value('0')]),
  ]),
  ...(marks === null
    ? []
    : [
        el('outcomeDeclaration', { identifier: 'MAXSCORE', cardinality: 'single', baseType: 'float' }, [
          el('defaultValue', {}, [value(String(marks))]),
        ]),
      ]),
];

/** One question as a QTI 2.1 assessmentItem, or undefined for a type QTI items here do not carry. */
export function itemOf(question: ExportQuestion, images: ExportImages): XNode[] | undefined {
  const body = question.body;
  const title = String(body.Title ?? '');
  const declarations: XNode[] = [];
  const interactions: XNode[] = [];
  let processing: XNode | undefined;
  let prompt: XNode[];
  if (question.type === 'mcq') {
    const options = (body.Options as string[]) ?? [];
    declarations.push(
      el('responseDeclaration', { identifier: 'RESPONSE', cardinality: 'single', baseType: 'identifier' }, [
        el('correctResponse', {}, [value(`choice_${Number(body.answer) + 1}`)]),
      ]),
    );
    prompt = promptNodes(title, images, typeof body.image === 'string' ? body.image : undefined);
    interactions.push(
      el(
        'choiceInteraction',
        { responseIdentifier: 'RESPONSE', shuffle: 'false', maxChoices: '1' },
        options.map((option, index) =>
          el('simpleChoice', { identifier: `choice_${index + 1}` }, [text(option)]),
        ),
      ),
    );
    processing = el('responseProcessing', { template: MATCH_CORRECT });
  } else if (question.type === 'findAnswer') {
    const pairs = (body.questions as { question: string; answer: string }[]) ?? [];
    prompt = promptNodes(title, images);
    pairs.forEach((pair, index) => {
      const id = pairs.length === 1 ? 'RESPONSE' : `RESPONSE_${index + 1}`;
      declarations.push(
        el('responseDeclaration', { identifier: id, cardinality: 'single', baseType: 'string' }, [
          el('correctResponse', {}, [value(pair.answer)]),
        ]),
      );
      interactions.push(
        el('p', {}, [
          text(`${pair.question} `),
          el('textEntryInteraction', { responseIdentifier: id, expectedLength: '20' }),
        ]),
      );
    });
    if (pairs.length === 1) processing = el('responseProcessing', { template: MATCH_CORRECT });
  } else if (question.type === 'essay') {
    declarations.push(
      el('responseDeclaration', { identifier: 'RESPONSE', cardinality: 'single', baseType: 'string' }),
    );
    prompt = promptNodes(title, images);
    const lines = body.essayType === 'short' ? '3' : '15';
    interactions.push(
      el('extendedTextInteraction', { responseIdentifier: 'RESPONSE', expectedLines: lines }),
    );
  } else return undefined;

  return [
    el(
      'assessmentItem',
      {
        xmlns: QTI_NS,
        'xmlns:xsi': XSI,
        'xsi:schemaLocation': QTI_SCHEMA,
        identifier: `q-${question.id}`,
        title: plainTitle(title),
        label: labelOf(question),
        adaptive: 'false',
        timeDependent: 'false',
      },
      [
        ...declarations,
        ...outcomes(question.marks),
        el('itemBody', {}, [...prompt, ...interactions]),
        ...(processing ? [processing] : []),
      ],
    ),
  ];
}

/**
 * A topic as an IMS content package: imsmanifest.xml, one QTI 2.1 item per question under items/, the images
 * they show under images/. Questions of a type QTI cannot carry here (coding, video) are listed as skipped.
 */
export function packageOf(heading: string, questions: ExportQuestion[], images: ExportImages) {
  const files: Record<string, Uint8Array> = {};
  const resources: XNode[] = [];
  const skipped: string[] = [];
  for (const question of questions) {
    const item = itemOf(question, images);
    if (!item) {
      skipped.push(question.id);
      continue;
    }
    const path = `items/q-${question.id}.xml`;
    files[path] = strToU8(xmlDocument(item));
    const written = new TextDecoder().decode(files[path]);
    const used = [...images.values()].filter((image) => written.includes(`"../${image.path}"`));
    for (const image of used) files[image.path] = image.data;
    resources.push(
      el('resource', { identifier: `RES-q-${question.id}`, type: 'imsqti_item_xmlv2p1', href: path }, [
        el('file', { href: path }),
        ...used.map((image) => el('file', { href: image.path })),
      ]),
    );
  }
  const manifest = el(
    'manifest',
    {
      xmlns: CP_NS,
      'xmlns:xsi': XSI,
      'xsi:schemaLocation': CP_SCHEMA,
      identifier: `MANIFEST-${heading.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 60) || 'topic'}`,
    },
    [
      el('metadata', {}, [
        el('schema', {}, [text('QTIv2.1 Package')]),
        el('schemaversion', {}, [text('1.0.0')]),
      ]),
      el('organizations', {}),
      el('resources', {}, resources),
    ],
  );
  files['imsmanifest.xml'] = strToU8(xmlDocument([manifest]));
  return { zip: Buffer.from(zipSync(files, { level: 6 })), skipped };
}
