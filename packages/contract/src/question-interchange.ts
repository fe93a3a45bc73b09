import { INTERCHANGE_TYPE_NAMES, type InterchangeTypeName } from '@placement/domain';
import { type Static, Type } from 'typebox';

/**
 * Importing a question bank from Moodle XML, QTI 2.1 or GIFT (SPEC leaves the routes to us): the upload is
 * previewed first (POST /api/college/qb/import/preview), then sent again with the author's choice of topic per
 * type (POST /api/college/qb/import/confirm). Nothing is written before the confirm.
 */
/** At most this many questions (mapped or not) are read from one file, whatever its format. */
export const MAX_BANK_ITEMS = 1000;

/** The types an imported question can become, as the domain's registry says (each type's `interchange`). */
export const InterchangeType = Type.Unsafe<InterchangeTypeName>(
  Type.Union(INTERCHANGE_TYPE_NAMES.map((name) => Type.Literal(name))),
);
export type InterchangeType = Static<typeof InterchangeType>;

const Id = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });

/**
 * How an item of the file is named, so that an author can find it there even when many share a title: its place
 * in the file (1 is the first question; Moodle's categories and a package's tests are not counted), its name
 * (Moodle's <name>, QTI's title, GIFT's ::title:: or the start of its text) and, when the file gives one, its
 * identifier (QTI's identifier, Moodle's ID number).
 */
const ItemRef = {
  position: Type.Integer({ minimum: 1 }),
  name: Type.String(),
  identifier: Type.Optional(Type.String()),
};

export const ImportItem = Type.Object(ItemRef, { additionalProperties: false });
export type ImportItem = Static<typeof ImportItem>;

export const Unmapped = Type.Object({ ...ItemRef, reason: Type.String() }, { additionalProperties: false });

export const ImportGroup = Type.Object(
  {
    type: InterchangeType,
    /** the type's name as colleges see it ("Multiple Choice Questions") */
    typeName: Type.String(),
    count: Type.Integer(),
    /** the questions of this type, in the file's order */
    items: Type.Array(ImportItem),
    /** a new topic's name: the category the file gives these questions, else the file's name */
    proposedHeading: Type.String(),
    /** the college's own topics of this type, any of which the author may pick instead */
    topics: Type.Array(
      Type.Object({ _id: Type.String(), Heading: Type.String() }, { additionalProperties: false }),
    ),
  },
  { additionalProperties: false },
);

export const ImportPreviewReply = Type.Object(
  {
    success: Type.Literal(true),
    format: Type.Union([Type.Literal('moodle'), Type.Literal('qti'), Type.Literal('gift')]),
    groups: Type.Array(ImportGroup),
    unmapped: Type.Array(Unmapped),
  },
  { additionalProperties: false },
);
export type ImportPreviewReply = Static<typeof ImportPreviewReply>;

/** Where one type's questions go: a topic of that type the college owns, or a new topic of that name. */
export const ImportTarget = Type.Union([
  Type.Object({ topicId: Id }, { additionalProperties: false }),
  Type.Object({ heading: Type.String({ minLength: 1, maxLength: 120 }) }, { additionalProperties: false }),
]);
export type ImportTarget = Static<typeof ImportTarget>;

/** The `plan` field of the confirm upload, as JSON. */
export const ImportPlan = Type.Object(
  {
    mcq: Type.Optional(ImportTarget),
    findAnswer: Type.Optional(ImportTarget),
    essay: Type.Optional(ImportTarget),
  },
  { additionalProperties: false },
);
export type ImportPlan = Static<typeof ImportPlan>;

export const ImportConfirmReply = Type.Object(
  {
    success: Type.Literal(true),
    imported: Type.Array(
      Type.Object(
        { type: InterchangeType, topicId: Type.String(), Heading: Type.String(), count: Type.Integer() },
        { additionalProperties: false },
      ),
    ),
    unmapped: Type.Array(Unmapped),
  },
  { additionalProperties: false },
);
export type ImportConfirmReply = Static<typeof ImportConfirmReply>;
