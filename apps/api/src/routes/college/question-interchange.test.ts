import { strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  gettingStartedPackage,
  giftBank,
  moodleQuiz,
  packageFiles,
  qtiPackage,
} from '../../services/question-bank/interchange/fixtures';
import { PACKAGE_LIMITS } from '../../services/question-bank/interchange/package';
import { readBank } from '../../services/question-bank/interchange/read';
import { MAX_IMPORT_IMAGE_BYTES } from '../../services/question-bank/question-interchange';
import { client } from '../../test/client';
import { otherCollege } from '../../test/colleges';
import { startTestPlatform, type TestPlatform } from '../../test/harness';

let platform: TestPlatform;
let api: ReturnType<typeof client>;
let staff: string;
let other: string;
let student: string;

beforeAll(async () => {
  platform = await startTestPlatform();
  api = client(platform.app);
  staff = await api.login('college@demo.test', 'College@123', 'college');
  const second = await otherCollege(platform.app);
  other = await api.login(second.email, second.password, 'college');
  student = await api.login('student@demo.test', 'Student@123');
});
afterAll(() => platform.close());

function upload(
  url: string,
  name: string,
  data: Uint8Array,
  fields: Record<string, string> = {},
  token = staff,
) {
  const boundary = 'INTERCHANGEBOUNDARY';
  const parts = Object.entries(fields).map(
    ([field, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${value}\r\n`,
  );
  return platform.app.inject({
    method: 'POST',
    url,
    headers: { 'auth-token': token, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(parts.join('')),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      Buffer.from(data),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
}

const preview = (name: string, data: Uint8Array, token = staff) =>
  upload('/api/college/qb/import/preview', name, data, {}, token);
const confirm = (name: string, data: Uint8Array, plan: unknown, token = staff) =>
  upload('/api/college/qb/import/confirm', name, data, { plan: JSON.stringify(plan) }, token);

type Question = Record<string, unknown> & { _id: string; Title: string; image?: string };
const questionsOf = async (topicId: string) =>
  (await api.get<{ questions: Question[] }>(`/api/college/qb/topics/${topicId}/questions?limit=100`, staff))
    .body.questions;
const topicCount = async () =>
  (await api.get<{ topics: unknown[] }>('/api/college/qb/topics', staff)).body.topics.length;

async function topic(type: string) {
  const reply = await api.post<{ topic: { _id: string } }>(
    '/api/college/qb/topics',
    { Heading: `Own ${type} ${Math.random()}`, Description: 'd', Type: type },
    staff,
  );
  return reply.body.topic._id;
}

describe('importing Moodle XML', () => {
  it('previews the mappable questions by type with proposed topics and the unmapped list, writing nothing', async () => {
    const before = await topicCount();
    const fill = await topic('findAnswer');
    const reply = await preview('cs101-networks.xml', moodleQuiz());
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body.format).toBe('moodle');
    expect(
      body.groups.map((g: { type: string; count: number; proposedHeading: string }) => [
        g.type,
        g.count,
        g.proposedHeading,
      ]),
    ).toEqual([
      ['mcq', 2, 'Computer Networks (Multiple Choice Questions)'],
      ['findAnswer', 2, 'Computer Networks (Find Answer)'.replace('Find Answer', body.groups[1].typeName)],
      ['essay', 1, `Computer Networks (${body.groups[2].typeName})`],
    ]);
    expect(body.groups[1].topics).toContainEqual(expect.objectContaining({ _id: fill }));
    expect(body.groups[0].topics.some((t: { _id: string }) => t._id === fill)).toBe(false);
    expect(body.unmapped.map((u: { name: string }) => u.name)).toEqual([
      'Match protocols to layers',
      'Secure protocols (choose all)',
    ]);
    expect(await topicCount()).toBe(before + 1);
  });

  it('writes on confirm: new topics and an existing one, HTML sanitized, the image stored for the college', async () => {
    const fill = await topic('findAnswer');
    const reply = await confirm('cs101-networks.xml', moodleQuiz(), {
      mcq: { heading: 'Networks MCQ' },
      findAnswer: { topicId: fill },
      essay: { heading: 'Networks essays' },
    });
    expect(reply.statusCode).toBe(200);
    const { imported, unmapped } = reply.json();
    expect(
      imported.map((i: { type: string; Heading: string; count: number }) => [i.type, i.Heading, i.count]),
    ).toEqual([
      ['mcq', 'Networks MCQ', 2],
      ['findAnswer', expect.stringMatching(/^Own findAnswer/), 2],
      ['essay', 'Networks essays', 1],
    ]);
    expect(unmapped).toHaveLength(2);
    const mcqs = await questionsOf(imported[0].topicId);
    const osi = mcqs.find((q) => q.Title.includes('OSI model'))!;
    expect(osi).toMatchObject({
      Options: ['Physical', 'Data link', 'Network', 'Transport', 'Session & presentation'],
      answer: 2,
    });
    expect(osi.Title).not.toContain('<script');
    expect(osi.Title).not.toContain('style=');
    expect(osi.image).toMatch(/^\/api\/files\/[A-Za-z0-9_-]+$/);
    const image = await platform.app.inject({
      method: 'GET',
      url: osi.image!,
      headers: { 'auth-token': staff },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(
      (await platform.app.inject({ method: 'GET', url: osi.image!, headers: { 'auth-token': student } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await platform.app.inject({ method: 'GET', url: osi.image!, headers: { 'auth-token': other } }))
        .statusCode,
    ).toBe(404);
    const tf = mcqs.find((q) => q.Title.includes('connection-oriented'))!;
    expect(tf).toMatchObject({ Options: ['True', 'False'], answer: 0 });
    const fills = await questionsOf(fill);
    expect(fills.map((q) => (q.questions as { answer: string }[])[0]!.answer).sort()).toEqual(['32', '443']);
  });

  it('refuses a plan that misses a type, names a topic of another type or another college, or is not JSON', async () => {
    const essayTopic = await topic('essay');
    const missing = await confirm('q.xml', moodleQuiz(), { mcq: { heading: 'x' }, essay: { heading: 'y' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^Choose a topic for the 2 .* questions$/);
    const wrongType = await confirm('q.xml', moodleQuiz(), {
      mcq: { topicId: essayTopic },
      findAnswer: { heading: 'f' },
      essay: { heading: 'e' },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toMatch(/pick a Multiple Choice Questions topic$/);
    const theirs = await api.post<{ topic: { _id: string } }>(
      '/api/college/qb/topics',
      { Heading: 'Theirs', Description: 'd', Type: 'mcq' },
      other,
    );
    const foreign = await confirm('q.xml', moodleQuiz(), {
      mcq: { topicId: theirs.body.topic._id },
      findAnswer: { heading: 'f' },
      essay: { heading: 'e' },
    });
    expect(foreign.statusCode).toBe(404);
    const notJson = await upload('/api/college/qb/import/confirm', 'q.xml', moodleQuiz(), { plan: '{' });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toMatch(/^plan must be JSON/);
    const extra = await confirm('q.xml', moodleQuiz(), { mcq: { heading: 'x', html: '<script>' } });
    expect(extra.statusCode).toBe(400);
  });

  it("reports a question our own checks refuse (an option over 500 characters) with the check's message", async () => {
    const long = 'x'.repeat(501);
    const xml = `<quiz><question type="multichoice"><name><text>Long option</text></name><questiontext format="html"><text>Q?</text></questiontext><single>true</single><answer fraction="100"><text>${long}</text></answer><answer fraction="0"><text>short</text></answer></question></quiz>`;
    const body = (await preview('long.xml', Buffer.from(xml))).json();
    expect(body.groups).toEqual([]);
    expect(body.unmapped).toEqual([
      { position: 1, name: 'Long option', reason: expect.stringMatching(/^Options\.0 .*500/) },
    ]);
  });

  it('is for college staff only', async () => {
    expect((await preview('q.xml', moodleQuiz(), student)).statusCode).toBe(403);
  });
});

describe('importing QTI 2.1 and GIFT', () => {
  it('imports a content package with its image', async () => {
    const previewed = (await preview('networks-qti.zip', qtiPackage())).json();
    expect(previewed.format).toBe('qti');
    expect(previewed.groups.map((g: { type: string; count: number }) => [g.type, g.count])).toEqual([
      ['mcq', 1],
      ['findAnswer', 1],
      ['essay', 1],
    ]);
    expect(previewed.unmapped).toEqual([
      {
        position: 4,
        identifier: 'handshake',
        name: 'Order the TCP handshake',
        reason: 'uses an orderInteraction, which has no equivalent question type',
      },
    ]);
    const reply = await confirm('networks-qti.zip', qtiPackage(), {
      mcq: { heading: 'QTI mcq' },
      findAnswer: { heading: 'QTI fill' },
      essay: { heading: 'QTI essay' },
    });
    expect(reply.statusCode).toBe(200);
    const [router] = await questionsOf(reply.json().imported[0].topicId);
    expect(router).toMatchObject({ Options: ['Hub', 'Router', 'Repeater'], answer: 1 });
    const image = await platform.app.inject({
      method: 'GET',
      url: router!.image!,
      headers: { 'auth-token': staff },
    });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('names each item by its place and identifier beside its title, where every title is the same', async () => {
    const reply = await preview('getting-started.zip', gettingStartedPackage());
    expect(reply.statusCode).toBe(200);
    const at = (n: number) => ({ position: n, name: 'Getting Started', identifier: `question${n}` });
    const body = reply.json();
    expect(body.groups.map((g: { type: string; items: unknown[] }) => [g.type, g.items])).toEqual([
      ['mcq', [at(1), at(4), at(7)]],
      ['findAnswer', [at(2), at(8)]],
      ['essay', [at(5)]],
    ]);
    expect(body.unmapped).toEqual([
      { ...at(3), reason: 'uses an orderInteraction, which has no equivalent question type' },
      { ...at(6), reason: 'uses a hotspotInteraction, which has no equivalent question type' },
      { ...at(9), reason: 'uses a matchInteraction, which has no equivalent question type' },
    ]);
  });

  it('stores and serves an image a QTI item shows through <object>, as it does a Moodle XML one', async () => {
    const reply = await confirm('getting-started.zip', gettingStartedPackage(), {
      mcq: { heading: `Getting started mcq ${Math.random()}` },
      findAnswer: { heading: `Getting started fill ${Math.random()}` },
      essay: { heading: `Getting started essay ${Math.random()}` },
    });
    expect(reply.statusCode).toBe(200);
    const mcqTopic = reply.json().imported.find((i: { type: string }) => i.type === 'mcq').topicId;
    const directory = (await questionsOf(mcqTopic)).find((q) => q.Title.includes('directory tree'))!;
    expect(directory.image).toMatch(/^\/api\/files\//);
    const image = await platform.app.inject({
      method: 'GET',
      url: directory.image!,
      headers: { 'auth-token': staff },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.rawPayload).toEqual(
      Buffer.from(packageFiles('qti-getting-started')['images/directory.jpg']!),
    );
  });

  it('previews GIFT text', async () => {
    const body = (await preview('os.gift', giftBank())).json();
    expect(body.format).toBe('gift');
    expect(body.groups.map((g: { proposedHeading: string }) => g.proposedHeading)[0]).toMatch(
      /^Operating Systems/,
    );
    expect(body.unmapped).toEqual([
      {
        position: 5,
        name: 'Deadlock conditions',
        reason: 'matching questions have no equivalent question type',
      },
    ]);
  });
});

/**
 * A content package of our own with the shapes of public QTI 2.1 samples and of Moodle's QTI export: items at
 * the package's root, images beside them in images/, interactions wrapped in <div>s, and items we cannot map.
 */
describe('a QTI package shaped like public samples (#50 item 15)', () => {
  const PNG = Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4f50000000049454e44ae426082',
    'hex',
  );
  const item = (identifier: string, body: string, declaration = '') =>
    strToU8(
      `<?xml version="1.0" encoding="UTF-8"?>
<assessmentItem xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1" identifier="${identifier}" title="${identifier} title" adaptive="false" timeDependent="false">
${declaration || '<responseDeclaration identifier="RESPONSE" cardinality="single" baseType="string"/>'}
<outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float"/>
<itemBody>${body}</itemBody>
</assessmentItem>`,
    );
  const single = (key: string) =>
    `<responseDeclaration identifier="RESPONSE" cardinality="single" baseType="identifier"><correctResponse><value>${key}</value></correctResponse></responseDeclaration>`;
  const ITEMS: Record<string, Uint8Array> = {
    // IMS's extended_text sample: a picture through <object> with fallback text, the prompt inside the interaction
    postcard: item(
      'postcard',
      '<p>Read this postcard from your English pen-friend, Sam.</p><div><object type="image/png" data="images/postcard.png"><blockquote class="postcard"><p>Here is a postcard of my town.</p></blockquote></object></div><extendedTextInteraction responseIdentifier="RESPONSE" expectedLength="200"><prompt>Write Sam a postcard. Answer the questions. Write 25-35 words.</prompt></extendedTextInteraction>',
    ),
    // Moodle's QTI export: the question text and the interaction each in a <div>
    'moodle-essay': item(
      'moodle-essay',
      '<div class="assesmentItemBody"><p>Explain TCP slow start.</p></div><div class="interactive.extendedText"><extendedTextInteraction responseIdentifier="RESPONSE" expectedLength="600"/></div>',
    ),
    'moodle-choice': item(
      'moodle-choice',
      '<div class="assesmentItemBody"><p>Which device joins two networks?</p></div><div class="interactive.choice"><choiceInteraction responseIdentifier="RESPONSE" shuffle="false" maxChoices="1"><simpleChoice identifier="A">Hub</simpleChoice><simpleChoice identifier="B">Router</simpleChoice></choiceInteraction></div>',
      single('B'),
    ),
    // a picture in the sentence that holds the blank
    'pictured-blank': item(
      'pictured-blank',
      '<p>The server in <img src="images/diagram.png" alt="the diagram"/> listens on port <textEntryInteraction responseIdentifier="RESPONSE" expectedLength="4"/>.</p>',
      '<responseDeclaration identifier="RESPONSE" cardinality="single" baseType="string"><correctResponse><value>443</value></correctResponse></responseDeclaration>',
    ),
    'choose-two': item(
      'choose-two',
      '<choiceInteraction responseIdentifier="RESPONSE" shuffle="true" maxChoices="2"><prompt>Which are transport protocols?</prompt><simpleChoice identifier="A">TCP</simpleChoice><simpleChoice identifier="B">UDP</simpleChoice><simpleChoice identifier="C">IP</simpleChoice></choiceInteraction>',
      '<responseDeclaration identifier="RESPONSE" cardinality="multiple" baseType="identifier"><correctResponse><value>A</value><value>B</value></correctResponse></responseDeclaration>',
    ),
    'two-inline': item(
      'two-inline',
      '<p>Richard III (<inlineChoiceInteraction responseIdentifier="R1" shuffle="false"><inlineChoice identifier="G">Gloucester</inlineChoice><inlineChoice identifier="L">Lancaster</inlineChoice></inlineChoiceInteraction>) and Henry (<inlineChoiceInteraction responseIdentifier="R2" shuffle="false"><inlineChoice identifier="Y">York</inlineChoice><inlineChoice identifier="T">Tudor</inlineChoice></inlineChoiceInteraction>).</p>',
    ),
    escaping: item(
      'escaping',
      '<p>Describe <img src="../outside.png" alt="x"/></p><extendedTextInteraction responseIdentifier="RESPONSE"/>',
    ),
    remote: item(
      'remote',
      '<p>Describe <img src="https://example.com/x.png" alt="x"/></p><extendedTextInteraction responseIdentifier="RESPONSE"/>',
    ),
    'not-a-picture': item(
      'not-a-picture',
      '<p>Describe <img src="images/page.png" alt="x"/></p><extendedTextInteraction responseIdentifier="RESPONSE"/>',
    ),
    'too-large': item(
      'too-large',
      '<p>Describe <img src="images/huge.png" alt="x"/></p><extendedTextInteraction responseIdentifier="RESPONSE"/>',
    ),
    'pictured-option': item(
      'pictured-option',
      '<choiceInteraction responseIdentifier="RESPONSE" maxChoices="1"><prompt>Which is a router?</prompt><simpleChoice identifier="A"><img src="images/diagram.png" alt="a"/> This one</simpleChoice><simpleChoice identifier="B">That one</simpleChoice></choiceInteraction>',
      single('A'),
    ),
  };
  const files = (items: Record<string, Uint8Array>) => ({
    'imsmanifest.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><manifest xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" identifier="samples"><organizations/><resources>${Object.keys(
        items,
      )
        .map(
          (id) =>
            `<resource identifier="RES-${id}" type="imsqti_item_xmlv2p1" href="${id}.xml"><file href="${id}.xml"/></resource>`,
        )
        .join('')}</resources></manifest>`,
    ),
    ...Object.fromEntries(Object.entries(items).map(([id, xml]) => [`${id}.xml`, xml])),
    'images/postcard.png': PNG,
    'images/diagram.png': PNG,
    'images/page.png': strToU8('<html><body>not a picture</body></html>'),
    'images/huge.png': Buffer.concat([PNG, Buffer.alloc(MAX_IMPORT_IMAGE_BYTES)]),
  });
  const samples = () => zipSync(files(ITEMS), { level: 6 });
  const served = async (url: string) => {
    const image = await platform.app.inject({ method: 'GET', url, headers: { 'auth-token': staff } });
    return { status: image.statusCode, type: image.headers['content-type'] };
  };
  const at = (identifier: string) => ({
    position: Object.keys(ITEMS).indexOf(identifier) + 1,
    name: `${identifier} title`,
    identifier,
  });
  const SKIPPED = [
    {
      ...at('choose-two'),
      reason: 'up to 2 choices may be selected (multiple response, maxChoices 2); an mcq has one key',
    },
    {
      ...at('two-inline'),
      reason: 'uses 2 inlineChoiceInteractions, which have no equivalent question type',
    },
    { ...at('escaping'), reason: 'refers to the image ../outside.png, outside the package' },
    {
      ...at('remote'),
      reason:
        'refers to the image https://example.com/x.png on another site; only images inside the package are imported',
    },
    { ...at('not-a-picture'), reason: 'its image page.png is not a PNG, JPEG, GIF or WebP picture' },
    { ...at('too-large'), reason: 'its image huge.png is larger than 2 MB' },
    { ...at('pictured-option'), reason: "option 1 is a picture; an mcq's options are text only" },
  ];

  it('previews each item it can import by type, and lists each one it leaves out by identifier and reason', async () => {
    const reply = await preview('samples.zip', samples());
    expect(reply.statusCode, reply.body).toBe(200);
    const body = reply.json();
    expect(body.groups.map((g: { type: string; items: unknown[] }) => [g.type, g.items])).toEqual([
      ['mcq', [at('moodle-choice')]],
      ['findAnswer', [at('pictured-blank')]],
      ['essay', [at('postcard'), at('moodle-essay')]],
    ]);
    expect(body.unmapped).toEqual(SKIPPED);
  });

  it('imports on confirm what the preview listed, extended text as a long answer, with working pictures', async () => {
    const reply = await confirm('samples.zip', samples(), {
      mcq: { heading: `Samples mcq ${Math.random()}` },
      findAnswer: { heading: `Samples fill ${Math.random()}` },
      essay: { heading: `Samples essay ${Math.random()}` },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const { imported, unmapped } = reply.json();
    expect(imported.map((i: { type: string; count: number }) => [i.type, i.count])).toEqual([
      ['mcq', 1],
      ['findAnswer', 1],
      ['essay', 2],
    ]);
    expect(unmapped).toEqual(SKIPPED);
    const topicOf = (type: string) => imported.find((i: { type: string }) => i.type === type).topicId;

    const [postcard, moodleEssay] = await questionsOf(topicOf('essay'));
    expect(postcard).toMatchObject({ essayType: 'long' });
    expect(postcard!.Title).toContain('Write Sam a postcard.');
    const [, src] = /<img src="([^"]+)"/.exec(postcard!.Title) ?? [];
    expect(src).toMatch(/^\/api\/files\/[A-Za-z0-9_-]+$/);
    expect(await served(src!)).toEqual({ status: 200, type: 'image/png' });
    expect(moodleEssay).toMatchObject({
      essayType: 'long',
      Title: expect.stringContaining('TCP slow start'),
    });
    expect(moodleEssay!.Title).not.toMatch(/interaction/i);

    const [choice] = await questionsOf(topicOf('mcq'));
    expect(choice).toMatchObject({ Options: ['Hub', 'Router'], answer: 1 });
    // the options are the options, not words of the question
    expect(choice!.Title).not.toContain('Hub');

    const [blank] = await questionsOf(topicOf('findAnswer'));
    expect(blank!.questions).toEqual([{ question: 'The server in listens on port _____.', answer: '443' }]);
    const [, diagram] = /<img src="([^"]+)"/.exec(blank!.Title) ?? [];
    expect(diagram, blank!.Title).toMatch(/^\/api\/files\//);
    expect(await served(diagram!)).toEqual({ status: 200, type: 'image/png' });
  });

  it('decides alike at preview and confirm, even where a stored picture’s address makes the text too long', async () => {
    const essay = (padding: number) =>
      item(
        'long-essay',
        `<p>${'x'.repeat(padding)}<img src="images/diagram.png" alt=""/></p><extendedTextInteraction responseIdentifier="RESPONSE"/>`,
      );
    // the prompt as the reader writes it, picture as a token: padded to one character under the limit
    const read = readBank('one.zip', zipSync(files({ 'long-essay': essay(0) })));
    const padding = 19_999 - String(read.items[0]!.fields.Title).length;
    const data = zipSync(files({ 'long-essay': essay(padding), postcard: ITEMS.postcard! }));
    expect(String(readBank('two.zip', data).items[0]!.fields.Title)).toHaveLength(19_999);

    const previewed = (await preview('long.zip', data)).json();
    const listed = previewed.groups.flatMap((g: { items: { identifier: string }[] }) =>
      g.items.map((i) => i.identifier),
    );
    const confirmed = await confirm('long.zip', data, { essay: { heading: `Long ${Math.random()}` } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().imported).toEqual([expect.objectContaining({ count: listed.length })]);
    expect(confirmed.json().unmapped).toEqual(previewed.unmapped);
    // the stored picture's address is longer than the token: the question is too long once it is in
    expect(previewed.unmapped).toEqual([
      { ...at('long-essay'), position: 1, reason: expect.stringMatching(/^Title .*20000/) },
    ]);
  });
});

describe('exporting a topic as QTI 2.1', () => {
  it('writes a package that imports back to the same questions, image included', async () => {
    const mcqTopic = await topic('mcq');
    await api.post(
      `/api/college/qb/topics/${mcqTopic}/questions`,
      {
        level: 'L2',
        Duration: 3,
        marks: 4,
        Title: '<p>Pick <b>B</b> &amp; not A</p>',
        Options: ['A', 'B', 'C'],
        answer: 1,
      },
      staff,
    );
    await api.post(
      `/api/college/qb/topics/${mcqTopic}/questions`,
      { level: 'L1', Duration: 1, Title: '<p>True?</p>', Options: ['True', 'False'], answer: 0 },
      staff,
    );
    // an imported question with an image joins the topic too
    const withImage = await confirm('networks-qti.zip', qtiPackage(), {
      mcq: { topicId: mcqTopic },
      findAnswer: { heading: 'Export fill' },
      essay: { heading: 'Export essay' },
    });
    expect(withImage.statusCode).toBe(200);
    const fillTopic = withImage.json().imported[1].topicId;
    await api.post(
      `/api/college/qb/topics/${fillTopic}/questions`,
      {
        level: 'L3',
        Duration: 5,
        Title: '<p>Git was created in 2005.</p>',
        questions: [
          { question: 'Who created Git?', answer: 'Linus Torvalds' },
          { question: 'When?', answer: '2005' },
        ],
      },
      staff,
    );

    for (const topicId of [mcqTopic, fillTopic, withImage.json().imported[2].topicId]) {
      const exported = await platform.app.inject({
        method: 'GET',
        url: `/api/college/qb/topics/${topicId}/export.zip`,
        headers: { 'auth-token': staff },
      });
      expect(exported.statusCode).toBe(200);
      expect(exported.headers['content-type']).toBe('application/zip');
      const files = unzipSync(new Uint8Array(exported.rawPayload));
      expect(Object.keys(files)).toContain('imsmanifest.xml');
      const original = await questionsOf(topicId);
      expect(Object.keys(files).filter((f) => f.startsWith('items/'))).toHaveLength(original.length);

      const type = (
        await api.get<{ topics: { _id: string; Type: string }[] }>('/api/college/qb/topics', staff)
      ).body.topics.find((t) => t._id === topicId)!.Type;
      const back = await confirm('export.zip', exported.rawPayload, {
        [type]: { heading: `Round trip ${type}` },
      });
      expect(back.statusCode).toBe(200);
      expect(back.json().unmapped).toEqual([]);
      const again = await questionsOf(back.json().imported[0].topicId);
      const comparable = (q: Question) => {
        const { _id, topicId: _t, image, createdAt: _c, updatedAt: _u, verification: _v, ...rest } = q;
        const Title =
          typeof rest.Title === 'string'
            ? rest.Title.replace(/\/api\/files\/[A-Za-z0-9_-]+/g, 'FILE')
            : rest.Title;
        return { ...rest, Title, image: image === undefined ? undefined : 'an image' };
      };
      expect(again.map(comparable)).toEqual(original.map(comparable));
      for (const q of again.filter((q) => q.image)) {
        const served = await platform.app.inject({
          method: 'GET',
          url: q.image!,
          headers: { 'auth-token': staff },
        });
        expect(served.rawPayload.subarray(1, 4).toString()).toBe('PNG');
      }
    }
  });

  it('refuses a coding topic and another college’s topic', async () => {
    const coding = await topic('compiler');
    const refused = await platform.app.inject({
      method: 'GET',
      url: `/api/college/qb/topics/${coding}/export.zip`,
      headers: { 'auth-token': staff },
    });
    expect(refused.statusCode).toBe(400);
    const mine = await topic('mcq');
    expect(
      (
        await platform.app.inject({
          method: 'GET',
          url: `/api/college/qb/topics/${mine}/export.zip`,
          headers: { 'auth-token': other },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('hostile uploads', () => {
  it('answers a zip bomb, billion laughs and deep nesting with a clear 400, quickly', async () => {
    const bomb = zipSync(
      { 'imsmanifest.xml': new Uint8Array(PACKAGE_LIMITS.maxUnpackedBytes * 2) },
      { level: 9 },
    );
    const cases: [string, Uint8Array, RegExp][] = [
      ['bomb.zip', bomb, /^The package unpacks to more than 50 MB$/],
      [
        'lol.xml',
        strToU8(
          '<?xml version="1.0"?><!DOCTYPE q [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><quiz>&b;</quiz>',
        ),
        /DOCTYPE .* is not accepted/,
      ],
      [
        'entity.xml',
        strToU8(
          '<quiz><!DOCTYPE q [<!ENTITY key "HACKED">]><question type="essay"><name><text>n</text></name><questiontext format="html"><text>&key;</text></questiontext></question></quiz>',
        ),
        /^entity\.xml: a DOCTYPE or ENTITY declaration is not accepted in a question bank$/,
      ],
      [
        'deep.xml',
        strToU8(`<quiz>${'<a>'.repeat(5000)}${'</a>'.repeat(5000)}</quiz>`),
        /nests elements deeper than/,
      ],
      ['broken.gift', strToU8('::Q:: What is 2 + 2? {=4 ~5'), /GIFT text could not be read at line 1/],
    ];
    for (const [name, data, message] of cases) {
      const started = performance.now();
      const reply = await preview(name, data);
      expect(reply.statusCode, name).toBe(400);
      expect(reply.json().message, name).toMatch(message);
      expect(performance.now() - started, name).toBeLessThan(10_000);
    }
    // five uploads, each read in a worker thread of its own: the bound that matters is each one's, above
  }, 60_000);

  it('the exported package reads back without the API (a sanity check of the pure reader)', async () => {
    const mine = await topic('essay');
    await api.post(
      `/api/college/qb/topics/${mine}/questions`,
      { level: 'L1', Duration: 10, Title: '<p>Why?</p>', essayType: 'short' },
      staff,
    );
    const exported = await platform.app.inject({
      method: 'GET',
      url: `/api/college/qb/topics/${mine}/export.zip`,
      headers: { 'auth-token': staff },
    });
    const bank = readBank('x.zip', new Uint8Array(exported.rawPayload));
    expect(bank.items).toMatchObject([
      { type: 'essay', level: 'L1', Duration: 10, fields: { Title: '<p>Why?</p>', essayType: 'short' } },
    ]);
  });
});
