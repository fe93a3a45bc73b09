import { INTERCHANGE_TYPE_NAMES, type InterchangeTypeName, interchangeDuration } from '@placement/domain';
/** The question types a file from another tool can become (the domain's registry says which). */
export type MappedType = InterchangeTypeName;
export const MAPPED_TYPES: readonly MappedType[] = INTERCHANGE_TYPE_NAMES;

export type Level = 'L1' | 'L2' | 'L3';

/** An image a question refers to, with the token that stands for its URL in the question's fields. */
export interface ImportedImage {
  token: string;
  name: string;
  data: Uint8Array;
}

/** One question read from a file, in our shape; its HTML not yet sanitized, its images not yet stored. */
export interface ImportedQuestion {
  /** The name the file gives it (Moodle's <name>, QTI's title, GIFT's ::title::), for the preview and reports. */
  name: string;
  /** What the file calls it besides (QTI's identifier, Moodle's ID number): names alike are told apart by it. */
  identifier?: string;
  type: MappedType;
  /** Moodle's or GIFT's category, if any: a new topic may be named after it. */
  category?: string;
  level: Level;
  Duration: number;
  marks?: number;
  fields: Record<string, unknown>;
  images: ImportedImage[];
}

/** An item that cannot become one of our questions, and why: always reported, never dropped silently. */
export interface Unmapped {
  name: string;
  identifier?: string;
  reason: string;
}

/** A question's place in its file, counting from 1 (Moodle's categories and a package's tests not counted). */
export type Placed<T> = T & { position: number };

export interface ParsedBank {
  format: 'moodle' | 'qti' | 'gift';
  items: Placed<ImportedQuestion>[];
  unmapped: Placed<Unmapped>[];
}

/** How the preview and the reports name an item: its name, identifier and place in the file. */
export const refOf = ({ position, name, identifier }: Placed<{ name: string; identifier?: string }>) => ({
  position,
  name,
  ...(identifier ? { identifier } : {}),
});

/** Defaults for what the other formats do not say: minutes a student has for a question of that type. */
export const DEFAULT_DURATION = Object.fromEntries(
  MAPPED_TYPES.map((type) => [type, interchangeDuration(type)]),
) as Readonly<Record<MappedType, number>>;

/** Each found image gets a token that cannot occur in authored text; its stored URL replaces it on import. */
export const imageToken = (index: number) => `placement-import-image-${index}.invalid`;

/** The last part of a category path (Moodle's and GIFT's), "$course$/top/Networking" → "Networking". */
export const categoryName = (path: string) =>
  path
    .split('/')
    .map((p) => p.trim())
    .filter((p) => p && p !== 'top' && !p.startsWith('$'))
    .pop();
