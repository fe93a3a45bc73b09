import { interchangeMessages, MAX_BANK_ITEMS } from '@placement/contract';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { gettingStartedPackage, giftBank, moodleQuiz, packageFiles, qtiPackage } from './fixtures';
import { PACKAGE_LIMITS, readZip } from './package';
import { readBank } from './read';
import type { ImportedQuestion } from './types';
import { FormatError, parseXml, XML_LIMITS } from './xml';

const byName = (items: ImportedQuestion[], name: string) => items.find((i) => i.name === name);

describe('Moodle XML', () => {
  const bank = readBank('cs101.xml', moodleQuiz());

  it('maps truefalse, a five-option multichoice, shortanswer, numerical and essay, under the category', () => {
    expect(bank.format).toBe('moodle');
    expect(bank.items.map((i) => [i.name, i.type])).toEqual([
      ['TCP is connection-oriented', 'mcq'],
      ['OSI layer of routing', 'mcq'],
      ['Port of HTTPS', 'findAnswer'],
      ['TCP versus UDP', 'essay'],
      ['Bits in an IPv4 address', 'findAnswer'],
    ]);
    expect(bank.items.every((i) => i.category === 'Computer Networks')).toBe(true);
    expect(byName(bank.items, 'TCP is connection-oriented')?.fields).toMatchObject({
      Options: ['True', 'False'],
      answer: 0,
    });
    expect(byName(bank.items, 'Port of HTTPS')?.fields).toMatchObject({
      questions: [{ question: 'Answer', answer: '443' }],
    });
    expect(byName(bank.items, 'Bits in an IPv4 address')?.fields).toEqual({
      Title: '<p>How many bits long is an IPv4 address?</p>',
      questions: [{ question: 'Answer', answer: '32' }],
    });
    expect(byName(bank.items, 'TCP versus UDP')?.fields).toMatchObject({ essayType: 'long' });
  });

  it('keeps the five options as text, the key, and the embedded image as the question image', () => {
    const osi = byName(bank.items, 'OSI layer of routing')!;
    expect(osi.fields.Options).toEqual([
      'Physical',
      'Data link',
      'Network',
      'Transport',
      'Session & presentation',
    ]);
    expect(osi.fields.answer).toBe(2);
    expect(osi.images).toHaveLength(1);
    expect(osi.images[0]).toMatchObject({ name: 'osi model.png' });
    expect(osi.fields.image).toBe(osi.images[0]!.token);
    expect(osi.fields.Title).toContain('<em>OSI model</em>');
    expect(osi.fields.Title).not.toContain('<img');
  });

  it('reports the matching and the multiple-response questions by name and reason', () => {
    expect(bank.unmapped).toEqual([
      {
        position: 6,
        name: 'Match protocols to layers',
        reason: 'matching questions have no equivalent question type',
      },
      {
        position: 7,
        name: 'Secure protocols (choose all)',
        reason: 'several answers may be chosen (multiple response); an mcq has one key',
      },
    ]);
  });

  it('refuses a multichoice of seven options and one with no right answer, naming them', () => {
    const options = (n: number, right: number) =>
      Array.from(
        { length: n },
        (_, i) => `<answer fraction="${i === right ? 100 : 0}"><text>o${i}</text></answer>`,
      ).join('');
    const xml = `<quiz><question type="multichoice"><name><text>Seven</text></name><questiontext format="html"><text>Q</text></questiontext><single>true</single>${options(7, 0)}</question><question type="multichoice"><name><text>Keyless</text></name><questiontext format="html"><text>Q</text></questiontext><single>true</single>${options(3, -1)}</question></quiz>`;
    expect(readBank('x.xml', Buffer.from(xml)).unmapped).toEqual([
      { position: 1, name: 'Seven', reason: 'has 7 options; a multiple-choice question has 2 to 6' },
      { position: 2, name: 'Keyless', reason: 'no option is marked fully correct' },
    ]);
  });
});

describe('QTI 2.1', () => {
  it('reads a content package: choice with its image, text entry, extended text; order reported', () => {
    const bank = readBank('networks.zip', qtiPackage());
    expect(bank.format).toBe('qti');
    const router = byName(bank.items, 'Which device joins networks')!;
    expect(router.type).toBe('mcq');
    expect(router.fields).toMatchObject({ Options: ['Hub', 'Router', 'Repeater'], answer: 1 });
    expect(router.fields.Title).toContain('Which device joins the two <em>networks</em>?');
    expect(router.images[0]?.name).toBe('network-diagram.png');
    expect(Buffer.from(router.images[0]!.data).subarray(1, 4).toString()).toBe('PNG');
    expect(byName(bank.items, 'DNS port')?.fields).toEqual({
      Title: '<p>Name servers answer queries on UDP port _____.</p>',
      questions: [{ question: 'Name servers answer queries on UDP port _____.', answer: '53' }],
    });
    expect(byName(bank.items, 'Why subnet')?.fields).toMatchObject({ essayType: 'short' });
    expect(byName(bank.items, 'Why subnet')?.fields.Title).toContain('Explain in a few lines');
    // an essay has no image field: its image stays in the prompt, where the import stores and links it
    const subnetting = byName(bank.items, 'Why subnet')!;
    expect(subnetting.fields.Title).toContain(`<img src="${subnetting.images[0]!.token}"`);
    expect(bank.unmapped).toEqual([
      {
        position: 4,
        identifier: 'handshake',
        name: 'Order the TCP handshake',
        reason: 'uses an orderInteraction, which has no equivalent question type',
      },
    ]);
  });

  it('takes a choice without maxChoices as single choice (its default), and reports a multiple-response one', () => {
    const item = (max: string, cardinality: string) =>
      `<assessmentItem xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1" identifier="i" title="T${cardinality}" adaptive="false" timeDependent="false"><responseDeclaration identifier="RESPONSE" cardinality="${cardinality}" baseType="identifier"><correctResponse><value>B</value></correctResponse></responseDeclaration><itemBody><choiceInteraction responseIdentifier="RESPONSE" ${max}><prompt>Pick one</prompt><simpleChoice identifier="A">a</simpleChoice><simpleChoice identifier="B">b</simpleChoice></choiceInteraction></itemBody></assessmentItem>`;
    expect(readBank('a.xml', Buffer.from(item('', 'single'))).items[0]?.fields).toMatchObject({ answer: 1 });
    expect(readBank('b.xml', Buffer.from(item('maxChoices="0"', 'multiple'))).unmapped).toEqual([
      {
        position: 1,
        identifier: 'i',
        name: 'Tmultiple',
        reason: 'several choices may be selected (multiple response, maxChoices 0); an mcq has one key',
      },
    ]);
  });

  it('reads a single assessmentItem file', () => {
    const bank = readBank('dns.xml', packageFiles()['items/dns.xml']!);
    expect(bank.items.map((i) => i.type)).toEqual(['findAnswer']);
  });

  it('reports an item whose image is missing from the package, and a listed item that is not there', () => {
    const files = packageFiles();
    delete files['images/network-diagram.png'];
    delete files['items/dns.xml'];
    const bank = readBank('broken.zip', qtiPackage(files));
    expect(bank.unmapped).toContainEqual({
      position: 1,
      identifier: 'router',
      name: 'Which device joins networks',
      reason: 'refers to the image ../images/network-diagram.png, which the package does not include',
    });
    expect(bank.unmapped).toContainEqual({
      position: 2,
      identifier: 'RES-dns',
      name: 'items/dns.xml',
      reason: 'is listed in the manifest but not in the package',
    });
  });

  it('never reads a file outside the package through ../ in an image path', () => {
    const files = packageFiles();
    files['items/router.xml'] = strToU8(
      new TextDecoder()
        .decode(files['items/router.xml'])
        .replace('../images/network-diagram.png', '../../etc/passwd'),
    );
    const bank = readBank('escape.zip', qtiPackage(files));
    expect(bank.unmapped[0]?.reason).toBe('refers to the image ../../etc/passwd, outside the package');
  });
});

describe('naming items so that an author can find them in the file', () => {
  const refs = (items: { position: number; name: string; identifier?: string }[]) =>
    items.map(({ position, name, identifier }) => ({ position, name, identifier }));

  it("gives a QTI item's identifier and place beside its title, when every title is the same", () => {
    const bank = readBank('getting-started.zip', gettingStartedPackage());
    const at = (n: number) => ({ position: n, name: 'Getting Started', identifier: `question${n}` });
    expect(refs(bank.items)).toEqual([1, 2, 4, 5, 7, 8].map(at));
    expect(refs(bank.unmapped)).toEqual([3, 6, 9].map(at));
  });

  it("gives a Moodle question's place (categories not counted) and its ID number", () => {
    const question = (name: string, idnumber = '') =>
      `<question type="essay"><name><text>${name}</text></name>${idnumber ? `<idnumber>${idnumber}</idnumber>` : ''}<questiontext format="html"><text>Why?</text></questiontext></question>`;
    const xml = `<quiz><question type="category"><category><text>$course$/top/A</text></category></question>${question('Untitled')}${question('Untitled', 'NET-7')}<question type="category"><category><text>$course$/top/B</text></category></question><question type="matching"><name><text>Untitled</text></name></question></quiz>`;
    const bank = readBank('m.xml', Buffer.from(xml));
    expect(refs(bank.items)).toEqual([
      { position: 1, name: 'Untitled', identifier: undefined },
      { position: 2, name: 'Untitled', identifier: 'NET-7' },
    ]);
    expect(refs(bank.unmapped)).toEqual([{ position: 3, name: 'Untitled', identifier: undefined }]);
  });

  it("gives a GIFT question's place beside its title", () => {
    const text =
      '$CATEGORY: top/A\n\n::Same:: One?{T}\n\n::Same:: Two?{F}\n\n::Same:: Pair {=a->b =c->d =e->f}';
    const bank = readBank('g.gift', Buffer.from(text));
    expect(refs(bank.items).map((i) => [i.position, i.name])).toEqual([
      [1, 'Same'],
      [2, 'Same'],
    ]);
    expect(refs(bank.unmapped).map((i) => [i.position, i.name])).toEqual([[3, 'Same']]);
  });
});

describe('images in a QTI package', () => {
  const gettingStarted = () => packageFiles('qti-getting-started');
  const withItem = (files: Record<string, Uint8Array>, id: string, edit: (xml: string) => string) => {
    files[`${id}.xml`] = strToU8(edit(new TextDecoder().decode(files[`${id}.xml`])));
    return files;
  };
  const isJpeg = (data: Uint8Array) => data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff;

  it('keeps an image an item shows through <object data>, as it keeps one shown through <img>', () => {
    const bank = readBank('getting-started.zip', gettingStartedPackage());
    const directory = bank.items.find((i) => i.fields.Title?.toString().includes('directory tree'))!;
    expect(directory.type).toBe('mcq');
    expect(directory.images).toHaveLength(1);
    expect(directory.images[0]!.name).toBe('directory.jpg');
    expect(isJpeg(directory.images[0]!.data)).toBe(true);
    expect(directory.fields.image).toBe(directory.images[0]!.token);
    expect(directory.fields.Title).not.toContain('<object');
    const essay = bank.items.find((i) => i.type === 'essay')!;
    expect(essay.fields.Title).toContain(`<img src="${essay.images[0]!.token}"`);
  });

  it('reads an <object> image relative to its item, and never outside the package', () => {
    const nested = gettingStarted();
    nested['items/deep/question4.xml'] = nested['question4.xml']!;
    delete nested['question4.xml'];
    nested['imsmanifest.xml'] = strToU8(
      new TextDecoder()
        .decode(nested['imsmanifest.xml'])
        .replaceAll('"question4.xml"', '"items/deep/question4.xml"'),
    );
    nested['items/deep/question4.xml'] = strToU8(
      new TextDecoder()
        .decode(nested['items/deep/question4.xml'])
        .replace('data="images/directory.jpg"', 'data="../../images/directory.jpg"'),
    );
    const found = readBank('nested.zip', gettingStartedPackage(nested)).items.find((i) =>
      i.fields.Title?.toString().includes('directory tree'),
    );
    expect(found?.images[0]?.name).toBe('directory.jpg');

    const escaping = withItem(gettingStarted(), 'question4', (xml) =>
      xml.replace('data="images/directory.jpg"', 'data="../../../etc/passwd"'),
    );
    expect(readBank('escape.zip', gettingStartedPackage(escaping)).unmapped).toContainEqual(
      expect.objectContaining({
        reason: 'refers to the image ../../../etc/passwd, outside the package',
      }),
    );
  });

  it('reports an item that embeds an <object> that is not a picture instead of dropping it', () => {
    const video = withItem(gettingStarted(), 'question4', (xml) =>
      xml.replace('type="image/jpeg" data="images/directory.jpg"', 'type="video/mp4" data="media/tour.mp4"'),
    );
    expect(readBank('video.zip', gettingStartedPackage(video)).unmapped).toContainEqual(
      expect.objectContaining({
        reason:
          'embeds media/tour.mp4 (video/mp4), which an imported question cannot show; only pictures are kept',
      }),
    );
  });
});

describe('GIFT', () => {
  it('maps multiple choice, true/false, short answer and essay; reports matching', () => {
    const bank = readBank('os.gift', giftBank());
    expect(bank.format).toBe('gift');
    expect(bank.items.map((i) => [i.name, i.type, i.category])).toEqual([
      ['Scheduler', 'mcq', 'Operating Systems'],
      ['Kernel mode', 'mcq', 'Operating Systems'],
      ['Page size', 'findAnswer', 'Operating Systems'],
      ['Threads vs processes', 'essay', 'Operating Systems'],
    ]);
    expect(bank.items[0]?.fields).toMatchObject({
      answer: 1,
      Options: ['First come, first served', 'Shortest job first', 'Round robin'],
    });
    expect(bank.items[1]?.fields).toMatchObject({ Options: ['True', 'False'], answer: 0 });
    expect(bank.unmapped).toEqual([
      {
        position: 5,
        name: 'Deadlock conditions',
        reason: 'matching questions have no equivalent question type',
      },
    ]);
  });

  it('says where GIFT text is broken', () => {
    expect(() => readBank('bad.gift', Buffer.from('::Q:: What? {=a ~b'))).toThrow(
      /GIFT text could not be read at line 1/,
    );
  });
});

describe('limits', () => {
  it('refuses a billion-laughs document with a clear message, at once', () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY lol9 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]><quiz><question type="essay"><name><text>&lol9;</text></name></question></quiz>`;
    const started = performance.now();
    expect(() => readBank('lol.xml', Buffer.from(laughs))).toThrow(FormatError);
    expect(() => readBank('lol.xml', Buffer.from(laughs))).toThrow(
      'lol.xml: a DOCTYPE or ENTITY declaration is not accepted in a question bank',
    );
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('refuses a DOCTYPE or ENTITY declaration anywhere in the body, so no entity of the file is expanded', () => {
    const laughs =
      '<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">';
    const essay = (text: string) =>
      `<question type="essay"><name><text>n</text></name><questiontext format="html"><text>${text}</text></questiontext></question>`;
    const refused = [
      // billion laughs declared after the root element opens
      `<?xml version="1.0"?><quiz><!DOCTYPE quiz [${laughs}]>${essay('&lol3;')}</quiz>`,
      // an internal entity that would rewrite the question text
      `<quiz><!DOCTYPE quiz [<!ENTITY answer "HACKED">]>${essay('Hello &answer;')}</quiz>`,
      // a bare ENTITY declaration, and a lower-case doctype
      `<quiz><!ENTITY answer "HACKED">${essay('Hello &answer;')}</quiz>`,
      `<quiz><!doctype quiz [<!ENTITY answer "HACKED">]>${essay('Hello &answer;')}</quiz>`,
    ];
    for (const xml of refused) {
      expect(() => readBank('q.xml', Buffer.from(xml)), xml).toThrow(
        'q.xml: a DOCTYPE or ENTITY declaration is not accepted in a question bank',
      );
    }
    // in a QTI package: the manifest and an item are each refused, the item by its path
    const manifest = packageFiles();
    manifest['imsmanifest.xml'] = strToU8(
      new TextDecoder()
        .decode(manifest['imsmanifest.xml'])
        .replace('<resources>', '<!DOCTYPE m [<!ENTITY x "y">]><resources>'),
    );
    expect(() => readBank('p.zip', qtiPackage(manifest))).toThrow(
      'imsmanifest.xml: a DOCTYPE or ENTITY declaration is not accepted in a question bank',
    );
    const item = packageFiles();
    item['items/dns.xml'] = strToU8(
      new TextDecoder()
        .decode(item['items/dns.xml'])
        .replace('<itemBody>', `<itemBody><!DOCTYPE i [${laughs}]><p>&lol3;</p>`),
    );
    expect(readBank('p.zip', qtiPackage(item)).unmapped).toContainEqual(
      expect.objectContaining({
        reason: 'items/dns.xml: a DOCTYPE or ENTITY declaration is not accepted in a question bank',
      }),
    );
    // the same words inside CDATA or a comment are text, not declarations
    const inText = readBank(
      'c.xml',
      Buffer.from(
        `<quiz><!-- <!DOCTYPE x> -->${essay('<![CDATA[<p>What does <!DOCTYPE html> declare?</p>]]>')}</quiz>`,
      ),
    );
    expect(inText.items[0]?.fields.Title).toBe('<p>What does <!DOCTYPE html> declare?</p>');
  });

  it('refuses nesting deeper than the limit', () => {
    const depth = XML_LIMITS.maxDepth + 5;
    const deep = `<quiz>${'<a>'.repeat(depth)}${'</a>'.repeat(depth)}</quiz>`;
    expect(() => parseXml(deep, 'deep.xml')).toThrow(
      `deep.xml nests elements deeper than ${XML_LIMITS.maxDepth} levels`,
    );
  });

  it('says where XML is not well formed', () => {
    expect(() => readBank('torn.xml', Buffer.from('<quiz><question></quiz>'))).toThrow(
      /torn\.xml is not well-formed XML \(line 1/,
    );
  });

  it('stops a zip bomb by the bytes really unpacked, and a package of too many files', () => {
    const bomb = zipSync(
      { 'imsmanifest.xml': new Uint8Array(PACKAGE_LIMITS.maxUnpackedBytes + 1024) },
      { level: 9 },
    );
    expect(bomb.length).toBeLessThan(200_000);
    const started = performance.now();
    expect(() => readZip(bomb)).toThrow('The package unpacks to more than 50 MB');
    expect(performance.now() - started).toBeLessThan(5000);
    const many = Object.fromEntries(
      Array.from({ length: PACKAGE_LIMITS.maxEntries + 1 }, (_, i) => [`f${i}.txt`, strToU8('x')]),
    );
    expect(() => readZip(zipSync(many))).toThrow(
      `The package holds more than ${PACKAGE_LIMITS.maxEntries} files`,
    );
  });

  it('reads at most MAX_BANK_ITEMS questions from a file of any format, and says so past it', () => {
    const tooMany = interchangeMessages.tooManyItems(MAX_BANK_ITEMS);
    const gift = (n: number) =>
      `$CATEGORY: top/Big\n\n${Array.from({ length: n }, (_, i) => `::Q${i}:: Is ${i} even?{T}`).join('\n\n')}`;
    expect(readBank('max.gift', Buffer.from(gift(MAX_BANK_ITEMS))).items).toHaveLength(MAX_BANK_ITEMS);
    expect(() => readBank('big.gift', Buffer.from(gift(MAX_BANK_ITEMS + 1)))).toThrow(tooMany);

    const moodle = (n: number) =>
      `<quiz><question type="category"><category><text>$course$/top/Big</text></category></question>${Array.from(
        { length: n },
        (_, i) =>
          `<question type="truefalse"><name><text>Q${i}</text></name><questiontext format="html"><text>Is ${i} even?</text></questiontext><answer fraction="100"><text>true</text></answer><answer fraction="0"><text>false</text></answer></question>`,
      ).join('')}</quiz>`;
    expect(readBank('max.xml', Buffer.from(moodle(MAX_BANK_ITEMS))).items).toHaveLength(MAX_BANK_ITEMS);
    expect(() => readBank('big.xml', Buffer.from(moodle(MAX_BANK_ITEMS + 1)))).toThrow(tooMany);

    const manifest = (n: number) =>
      strToU8(
        `<manifest><resources><resource identifier="test" type="imsqti_test_xmlv2p1" href="test.xml"/>${Array.from(
          { length: n },
          (_, i) => `<resource identifier="r${i}" type="imsqti_item_xmlv2p1" href="item${i}.xml"/>`,
        ).join('')}</resources></manifest>`,
      );
    const max = readBank('max.zip', zipSync({ 'imsmanifest.xml': manifest(MAX_BANK_ITEMS) }));
    expect(max.unmapped).toHaveLength(MAX_BANK_ITEMS);
    expect(() => readBank('big.zip', zipSync({ 'imsmanifest.xml': manifest(MAX_BANK_ITEMS + 1) }))).toThrow(
      tooMany,
    );
  });

  it('names what it cannot read at all', () => {
    expect(() => readBank('a.zip', zipSync({ 'item.xml': strToU8('<x/>') }))).toThrow(
      'The zip has no imsmanifest.xml',
    );
    expect(() => readBank('old.xml', Buffer.from('<questestinterop/>'))).toThrow(/QTI 1\.2/);
    expect(() => readBank('bin', Buffer.from([0xff, 0xfe, 0x00, 0x01]))).toThrow(/UTF-8/);
  });
});
