import { XMLParser } from 'fast-xml-parser';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { type ExportImages, type ExportQuestion, packageOf } from './export';
import { readBank } from './read';
import { attr, child, childrenOf, elements, parseXml, tagOf, type XNode } from './xml';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const questions: ExportQuestion[] = [
  {
    id: 'a1',
    type: 'mcq',
    level: 'L2',
    Duration: 3,
    marks: 4,
    body: {
      Title: '<p>Pick <b>B</b> &amp; not A<br />now</p>',
      Options: ['A', 'B', 'C & D'],
      answer: 1,
      image: '/api/files/img1',
    },
  },
  {
    id: 'a2',
    type: 'findAnswer',
    level: 'L1',
    Duration: 2,
    marks: null,
    body: {
      Title: 'Git was created in 2005.',
      questions: [
        { question: 'Who?', answer: 'Linus' },
        { question: 'When?', answer: '2005' },
      ],
    },
  },
  {
    id: 'a3',
    type: 'essay',
    level: 'L3',
    Duration: 10,
    marks: null,
    body: { Title: '<p>Why?</p>', essayType: 'long' },
  },
  { id: 'a4', type: 'compiler', level: 'L1', Duration: 10, marks: null, body: { Title: 'code' } },
];
const images: ExportImages = new Map([['/api/files/img1', { path: 'images/img1.png', data: PNG }]]);

const QTI_NS = 'http://www.imsglobal.org/xsd/imsqti_v2p1';
const NCNAME = /^[A-Za-z_][A-Za-z0-9_.-]*$/;
const BLOCKS = new Set([
  'div',
  'p',
  'ul',
  'ol',
  'table',
  'pre',
  'blockquote',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
]);

/**
 * The rules of the QTI 2.1 binding our items rely on, checked by hand: the official imsqti_v2p1.xsd is not in
 * any npm or Debian package this project can install (see docs/operations.md), so no schema validator runs.
 */
const withNamespaces = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' });
const rootNamespace = (text: string, root: string) =>
  (withNamespaces.parse(text) as Record<string, { xmlns?: string }>)[root]?.xmlns;

function expectQtiItem(text: string, name: string) {
  expect(rootNamespace(text, 'assessmentItem')).toBe(QTI_NS);
  const item = child(parseXml(text, name), 'assessmentItem')!;
  expect(attr(item, 'identifier')).toMatch(NCNAME);
  for (const required of ['title', 'adaptive', 'timeDependent']) expect(attr(item, required)).toBeTruthy();
  const order = elements(childrenOf(item)).map((n) => tagOf(n));
  const rank = {
    responseDeclaration: 0,
    outcomeDeclaration: 1,
    itemBody: 2,
    responseProcessing: 3,
  } as Record<string, number>;
  expect(order.every((tag) => tag! in rank)).toBe(true);
  expect(order.map((t) => rank[t!])).toEqual([...order.map((t) => rank[t!])].sort());
  const body = child(childrenOf(item), 'itemBody')!;
  for (const node of childrenOf(body)) {
    if (typeof node['#text'] === 'string') expect(node['#text'].trim()).toBe('');
    else expect(BLOCKS.has(tagOf(node)!) || tagOf(node)!.endsWith('Interaction')).toBe(true);
  }
  const declared = elements(childrenOf(item), 'responseDeclaration').map((d) => attr(d, 'identifier'));
  const used: string[] = [];
  const walk = (list: XNode[]) => {
    for (const n of list) {
      const id = attr(n, 'responseIdentifier');
      if (id) used.push(id);
      walk(childrenOf(n));
    }
  };
  walk(childrenOf(body));
  expect(used.sort()).toEqual([...declared].sort());
}

describe('the QTI 2.1 export', () => {
  const { zip, skipped } = packageOf('Networks & more', questions, images);
  const files = unzipSync(new Uint8Array(zip));

  it('writes a manifest naming one item per question, with the images it uses, and skips coding questions', () => {
    expect(skipped).toEqual(['a4']);
    const text = strFromU8(files['imsmanifest.xml']!);
    expect(rootNamespace(text, 'manifest')).toBe('http://www.imsglobal.org/xsd/imscp_v1p1');
    const manifest = child(parseXml(text, 'imsmanifest.xml'), 'manifest')!;
    const resources = elements(childrenOf(child(childrenOf(manifest), 'resources')!), 'resource');
    expect(resources.map((r) => [attr(r, 'type'), attr(r, 'href')])).toEqual([
      ['imsqti_item_xmlv2p1', 'items/q-a1.xml'],
      ['imsqti_item_xmlv2p1', 'items/q-a2.xml'],
      ['imsqti_item_xmlv2p1', 'items/q-a3.xml'],
    ]);
    for (const resource of resources) {
      for (const file of elements(childrenOf(resource), 'file'))
        expect(files[attr(file, 'href')!]).toBeDefined();
    }
    expect(elements(childrenOf(resources[0]!), 'file').map((f) => attr(f, 'href'))).toContain(
      'images/img1.png',
    );
  });

  it('writes items that keep to the QTI 2.1 binding', () => {
    for (const name of Object.keys(files).filter((f) => f.startsWith('items/'))) {
      expectQtiItem(strFromU8(files[name]!), name);
    }
  });

  it('reads back to the same questions, level, minutes and marks included', () => {
    const bank = readBank('export.zip', zip);
    expect(bank.unmapped).toEqual([]);
    expect(bank.items.map((i) => [i.type, i.level, i.Duration, i.marks])).toEqual([
      ['mcq', 'L2', 3, 4],
      ['findAnswer', 'L1', 2, undefined],
      ['essay', 'L3', 10, undefined],
    ]);
    const [mcq, fill, essay] = bank.items;
    expect(mcq!.fields).toMatchObject({
      Options: ['A', 'B', 'C & D'],
      answer: 1,
      image: mcq!.images[0]!.token,
    });
    expect(mcq!.fields.Title).toBe('<p>Pick <b>B</b> &amp; not A<br>now</p>');
    expect(fill!.fields).toEqual({
      Title: 'Git was created in 2005.',
      questions: [
        { question: 'Who?', answer: 'Linus' },
        { question: 'When?', answer: '2005' },
      ],
    });
    expect(essay!.fields).toEqual({ Title: '<p>Why?</p>', essayType: 'long' });
  });
});
