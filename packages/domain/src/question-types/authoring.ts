import { type TProperties, type TSchema, Type } from 'typebox';
import type { Result } from '../result';

/**
 * How a college authors a question type, and the shapes of what it stores, shows and takes. The contract builds
 * its request and reply schemas from these, the API its checks and import templates: a new type declares them
 * in its own folder.
 */
export interface Authoring {
  /** What an author sends beside level, Duration and marks. */
  body: TProperties;
  /** What is stored, the key included: what authors and reviewers see back. */
  stored: TProperties;
  /** What a student sees beside the common fields: the fields the type's `studentView` adds (never the key). */
  view: TProperties;
  /**
   * An answer as a student sends it, which is what is stored once the type's `parseAnswer` took it (null, the
   * empty answer, aside). Shapes only: `parseAnswer` holds the limits and the clearer messages.
   */
  answer: TSchema;
  /** The key as a released result shows it (the type's `answerKey`); absent for a type that has none. */
  key?: TSchema;
  /** Fields holding authored HTML, sanitized before they are stored. */
  htmlFields: readonly string[];
  /** A clearer message than the schema's for a mistake authors make; undefined when there is none. */
  precheck?(body: Readonly<Record<string, unknown>>): string | undefined;
  /** The spreadsheet template, for the types that can be imported from one. */
  spreadsheet?: SpreadsheetTemplate;
  /**
   * For the types a question from another tool (Moodle XML, QTI 2.1, GIFT) can become, and that a topic is
   * exported as (QTI 2.1): the minutes an imported question gets when its file does not say.
   */
  interchange?: { defaultDuration: number };
}

export type SheetRow = Readonly<Record<string, string | undefined>>;

export interface SpreadsheetTemplate {
  /** The header, QuestionLevel and Duration included (the importer reads those two). */
  columns: readonly string[];
  /** Columns a file may add after the header, in this order (an mcq's Option5 and Option6). */
  optionalColumns?: readonly string[];
  /** One example row for the downloadable template. */
  example: readonly string[];
  /** The type's own fields from one row, or why the row cannot be imported. */
  fromRow(cells: SheetRow): Result<Record<string, unknown>, string>;
}

/** Authored HTML, such as a prompt. */
export const Html = Type.String({ minLength: 1, maxLength: 20_000 });
export const Text = (max = 2000) => Type.String({ minLength: 1, maxLength: max });
/** A video's choice parts: exactly four options. */
export const OptionIndexSchema = Type.Integer({ minimum: 0, maximum: 3 });
export const FourOptionsSchema = Type.Array(Text(500), { minItems: 4, maxItems: 4 });
/** An mcq's options: 2 to 6 (four by default in the editor and the template). */
export const MIN_MCQ_OPTIONS = 2;
export const MAX_MCQ_OPTIONS = 6;
export const McqOptionsSchema = Type.Array(Text(500), {
  minItems: MIN_MCQ_OPTIONS,
  maxItems: MAX_MCQ_OPTIONS,
});
export const McqAnswerSchema = Type.Integer({ minimum: 0, maximum: MAX_MCQ_OPTIONS - 1 });
