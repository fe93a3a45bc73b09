import { setImmediate } from 'node:timers/promises';
import type { ImportPlan, InterchangeType } from '@placement/contract';
import { topics, userFiles, users } from '@placement/db';
import { topicTypeNames } from '@placement/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { badRequest, HttpError } from '../../lib/http-error';
import { sniff } from '../uploads/sniff';
import { fileUrl, storeUserFile } from '../uploads/uploads';
import { type ExportImages, type ExportQuestion, packageOf } from './interchange/export';
import { imageSources } from './interchange/html';
import { readBankInWorker } from './interchange/read-in-worker';
import {
  type ImportedImage,
  type ImportedQuestion,
  type Level,
  MAPPED_TYPES,
  type ParsedBank,
  type Placed,
  refOf,
  type Unmapped,
} from './interchange/types';
import { ownTopic, readableTopic } from './policy';
import { addQuestions, createTopic, topicQuestions } from './question-bank';
import { checkQuestionBody } from './question-body';

const IMAGE_TYPES = ['png', 'jpeg', 'gif', 'webp'] as const;

/** One picture of an imported question: far above any question's diagram, far below a package's 50 MB. */
export const MAX_IMPORT_IMAGE_BYTES = 2 * 1024 * 1024;

/** Questions checked, then written, per turn of the event loop: a 1,000-question bank never holds the server. */
const IMPORT_BATCH = 25;

/** What a stored image's URL looks like, for checking a question before its images are stored. */
const STAND_IN_URL = fileUrl('0'.repeat(24));

/**
 * The question as our authoring API would receive it, each image token replaced by its URL. The preview checks it
 * with a stand-in URL of the stored one's shape and the confirm with the stored files' URLs: one mapping, so a
 * question the preview lists is one the confirm imports.
 */
const bodyOf = (item: ImportedQuestion, urlOf: (token: string) => string) => ({
  ...withImageUrls(item.fields, new Map(item.images.map((image) => [image.token, urlOf(image.token)]))),
  level: item.level,
  Duration: item.Duration,
  ...(item.marks === undefined ? {} : { marks: item.marks }),
});

/** Why an image of a question cannot be stored with it (not a picture we serve, or too large), if it cannot. */
function imageProblem(image: ImportedImage): string | undefined {
  const type = sniff(Buffer.from(image.data));
  if (!type || !(IMAGE_TYPES as readonly string[]).includes(type))
    return `its image ${image.name} is not a PNG, JPEG, GIF or WebP picture`;
  if (image.data.length > MAX_IMPORT_IMAGE_BYTES)
    return `its image ${image.name} is larger than ${MAX_IMPORT_IMAGE_BYTES / 1024 / 1024} MB`;
  return undefined;
}

/**
 * The file read and every question checked as an authored one would be; a question our checks refuse joins the
 * unmapped list with the check's message, as does one whose image is not a picture we serve or is too large.
 */
async function readChecked(fileName: string, data: Buffer): Promise<ParsedBank> {
  const bank = await readBankInWorker(fileName, data);
  const items: Placed<ImportedQuestion>[] = [];
  const unmapped: Placed<Unmapped>[] = [...bank.unmapped];
  for (const [index, item] of bank.items.entries()) {
    if (index > 0 && index % IMPORT_BATCH === 0) await setImmediate();
    const problem = item.images.map(imageProblem).find(Boolean);
    if (problem) {
      unmapped.push({ ...refOf(item), reason: problem });
      continue;
    }
    try {
      checkQuestionBody(
        item.type,
        bodyOf(item, () => STAND_IN_URL),
      );
      items.push(item);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      unmapped.push({ ...refOf(item), reason: error.message });
    }
  }
  unmapped.sort((a, b) => a.position - b.position);
  return { ...bank, items, unmapped: unmapped.map((u) => ({ ...refOf(u), reason: u.reason })) };
}

const baseName = (fileName: string) =>
  (fileName.split(/[\\/]/).pop() ?? '')
    .replace(/\.[^.]*$/, '')
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 100) || 'Imported questions';

/** A new topic's name per type: the category all its questions share, else the file's name; never two alike. */
function proposedHeadings(fileName: string, bank: ParsedBank): Partial<Record<InterchangeType, string>> {
  const headings: Partial<Record<InterchangeType, string>> = {};
  const types = MAPPED_TYPES.filter((t) => bank.items.some((i) => i.type === t));
  for (const type of types) {
    const categories = new Set(bank.items.filter((i) => i.type === type).map((i) => i.category ?? ''));
    const [only] = categories;
    const name = categories.size === 1 && only ? only.slice(0, 100) : baseName(fileName);
    headings[type] = types.length > 1 ? `${name} (${topicTypeNames[type]})` : name;
  }
  return headings;
}

export async function previewImport(
  app: FastifyInstance,
  collegeId: string,
  file: { name: string; data: Buffer },
) {
  const bank = await readChecked(file.name, file.data);
  const own = await app.deps.db
    .select({ id: topics.id, heading: topics.heading, type: topics.type })
    .from(topics)
    .where(eq(topics.collegeId, collegeId))
    .orderBy(asc(topics.heading));
  const headings = proposedHeadings(file.name, bank);
  const groups = MAPPED_TYPES.flatMap((type) => {
    const items = bank.items.filter((i) => i.type === type);
    if (items.length === 0) return [];
    return [
      {
        type,
        typeName: topicTypeNames[type],
        count: items.length,
        items: items.map(refOf),
        proposedHeading: headings[type]!,
        topics: own.filter((t) => t.type === type).map((t) => ({ _id: t.id, Heading: t.heading })),
      },
    ];
  });
  return { success: true as const, format: bank.format, groups, unmapped: bank.unmapped };
}

/** The image tokens of a question replaced by the URLs of its stored images. */
function withImageUrls(fields: Record<string, unknown>, urls: Map<string, string>): Record<string, unknown> {
  const replace = (value: string) => {
    let out = value;
    for (const [token, url] of urls) out = out.replaceAll(token, url);
    return out;
  };
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key, typeof value === 'string' ? replace(value) : value]),
  );
}

/** An imported question's images stored as the author's files: each token mapped to its file's URL. */
async function storeImages(app: FastifyInstance, userId: string, item: ImportedQuestion) {
  const urls = new Map<string, string>();
  for (const image of item.images) {
    const data = Buffer.from(image.data);
    const stored = await storeUserFile(app, userId, 'image', { name: image.name, data }, sniff(data)!);
    urls.set(image.token, fileUrl(stored.id));
  }
  return urls;
}

/**
 * Writes the previewed questions: the file is read again (nothing the client says about its content is trusted),
 * each type goes to the topic the plan names (the college's own, of that type) or a new one, images are stored
 * as the college's files, and every question is checked and sanitized as an authored one.
 */
export async function confirmImport(
  app: FastifyInstance,
  staff: { collegeId: string; userId: string },
  file: { name: string; data: Buffer },
  plan: ImportPlan,
) {
  const bank = await readChecked(file.name, file.data);
  if (bank.items.length === 0) throw badRequest('The file has no question that can be imported');
  const targets = new Map<
    InterchangeType,
    { topic: Awaited<ReturnType<typeof ownTopic>> } | { heading: string }
  >();
  for (const type of MAPPED_TYPES) {
    const count = bank.items.filter((i) => i.type === type).length;
    if (count === 0) continue;
    const target = plan[type];
    if (!target) throw badRequest(`Choose a topic for the ${count} ${topicTypeNames[type]} questions`);
    if ('topicId' in target) {
      const topic = await ownTopic(app, staff.collegeId, target.topicId);
      if (topic.type !== type) {
        throw badRequest(
          `${topic.heading} holds ${topicTypeNames[topic.type]}; pick a ${topicTypeNames[type]} topic`,
        );
      }
      targets.set(type, { topic });
    } else targets.set(type, { heading: target.heading });
  }
  const imported = [];
  for (const [type, target] of targets) {
    const topic =
      'topic' in target
        ? target.topic
        : await createTopic(app, staff.collegeId, {
            Heading: target.heading,
            Description: `Imported from ${baseName(file.name)}`,
            Type: type,
          }).then((t) => ownTopic(app, staff.collegeId, t._id));
    const items = bank.items.filter((i) => i.type === type);
    for (let at = 0; at < items.length; at += IMPORT_BATCH) {
      const bodies = [];
      for (const item of items.slice(at, at + IMPORT_BATCH)) {
        const urls = await storeImages(app, staff.userId, item);
        bodies.push(
          checkQuestionBody(
            type,
            bodyOf(item, (token) => urls.get(token) ?? STAND_IN_URL),
          ),
        );
      }
      await addQuestions(app, topic, bodies);
      // PGlite answers in the same thread: without a turn of the event loop, nothing else is served meanwhile
      await setImmediate();
    }
    imported.push({ type, topicId: topic.id, Heading: topic.heading, count: items.length });
  }
  return { success: true as const, imported, unmapped: bank.unmapped };
}

/** The bytes of a question's image, when it is a file of this college; undefined for anything else. */
export async function collegeImage(app: FastifyInstance, collegeId: string, url: string) {
  if (!url.startsWith('/api/files/')) return undefined;
  const id = url.slice('/api/files/'.length);
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) return undefined;
  const [row] = await app.deps.db
    .select({ file: userFiles })
    .from(userFiles)
    .innerJoin(users, eq(users.id, userFiles.ownerId))
    .where(and(eq(userFiles.id, id), eq(users.collegeId, collegeId)))
    .limit(1);
  if (!row) return undefined;
  const opened = await app.deps.storage.open(row.file.storageKey);
  if (!opened) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of opened.stream) chunks.push(Buffer.from(chunk as Buffer));
  const data = Buffer.concat(chunks);
  const type = sniff(data);
  return type && (IMAGE_TYPES as readonly string[]).includes(type) ? { id, type, data } : undefined;
}

/** The image URLs a question shows: its own image and any <img> in its prompt. */
function imageUrls(body: Record<string, unknown>): string[] {
  const urls = typeof body.image === 'string' ? [body.image] : [];
  if (typeof body.Title === 'string') urls.push(...imageSources(body.Title));
  return urls.filter((u) => u.startsWith('/api/files/'));
}

/** A topic the college may read, as a QTI 2.1 content package with the images its questions show. */
export async function exportTopic(app: FastifyInstance, collegeId: string, topicId: string) {
  const topic = await readableTopic(app, collegeId, topicId);
  if (!(MAPPED_TYPES as readonly string[]).includes(topic.type)) {
    throw badRequest(
      `${topicTypeNames[topic.type]} topics cannot be exported as QTI; only mcq, fill-in and essay topics`,
    );
  }
  const rows = await topicQuestions(app, topic.id);
  const images: ExportImages = new Map();
  for (const row of rows) {
    for (const url of imageUrls(row.body as Record<string, unknown>)) {
      if (images.has(url)) continue;
      const image = await collegeImage(app, topic.collegeId ?? collegeId, url);
      if (image)
        images.set(url, {
          path: `images/${image.id}.${image.type === 'jpeg' ? 'jpg' : image.type}`,
          data: image.data,
        });
    }
  }
  const questions: ExportQuestion[] = rows.map((row) => ({
    id: row.id,
    type: row.type,
    level: row.level as Level,
    Duration: row.duration,
    marks: row.marks,
    body: row.body as Record<string, unknown>,
  }));
  return { heading: topic.heading, ...packageOf(topic.heading, questions, images) };
}
