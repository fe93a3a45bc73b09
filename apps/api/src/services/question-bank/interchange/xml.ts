import { interchangeMessages } from '@placement/contract';
import { XMLBuilder, XMLParser, XMLValidator } from 'fast-xml-parser';

/** A file we cannot read as a question bank; the route answers 400 with its message. */
export class FormatError extends Error {}

/** One node of fast-xml-parser's ordered output: `{ tag: children, ':@': attributes }` or `{ '#text': text }`. */
export type XNode = Record<string, unknown>;

/** Moodle and QTI items nest a few dozen levels at most; deeper is an attack or not a question bank. */
export const XML_LIMITS = { maxDepth: 64, maxTotalExpansions: 2000, maxExpandedLength: 2_000_000 };

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  removeNSPrefix: true,
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
  htmlEntities: true,
  maxNestedTags: XML_LIMITS.maxDepth,
  processEntities: {
    enabled: true,
    maxEntityCount: 10,
    maxEntitySize: 1000,
    maxTotalExpansions: XML_LIMITS.maxTotalExpansions,
    maxExpandedLength: XML_LIMITS.maxExpandedLength,
  },
});

const builder = new XMLBuilder({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  suppressEmptyNode: true,
});

/**
 * Refuses any markup declaration (`<!DOCTYPE`, `<!ENTITY`, `<!ELEMENT`, ...) wherever it stands: fast-xml-parser
 * reads a DOCTYPE even inside the root element and expands its entities, which is how XML bombs work and how a
 * file could rewrite its own question text. Neither Moodle nor a QTI tool writes one. Comments, CDATA and
 * processing instructions are skipped, so their text may say anything.
 */
function refuseDeclarations(text: string, name: string): void {
  for (let at = text.indexOf('<!'); at !== -1; at = text.indexOf('<!', at + 2)) {
    if (text.startsWith('<!--', at)) {
      const end = text.indexOf('-->', at + 4);
      if (end === -1) return; // an unclosed comment: the validator says so
      at = end + 1;
    } else if (text.startsWith('<![CDATA[', at)) {
      const end = text.indexOf(']]>', at + 9);
      if (end === -1) return;
      at = end + 1;
    } else throw new FormatError(interchangeMessages.declaration(name));
  }
}

/** Parses XML text under the limits; a malformed, too deep or entity-laden file is a FormatError naming it. */
export function parseXml(text: string, name: string): XNode[] {
  const body = text.replace(/^\uFEFF/, '');
  refuseDeclarations(body, name);
  const valid = XMLValidator.validate(body);
  if (valid !== true) {
    throw new FormatError(`${name} is not well-formed XML (line ${valid.err.line}: ${valid.err.msg})`);
  }
  try {
    return parser.parse(body) as XNode[];
  } catch (error) {
    const message = (error as Error).message;
    if (/nested/i.test(message)) {
      throw new FormatError(`${name} nests elements deeper than ${XML_LIMITS.maxDepth} levels`);
    }
    throw new FormatError(`${name} could not be read: ${message}`);
  }
}

export const tagOf = (node: XNode): string | undefined => Object.keys(node).find((k) => k !== ':@');

export const childrenOf = (node: XNode): XNode[] => {
  const tag = tagOf(node);
  const value = tag === undefined ? undefined : node[tag];
  return Array.isArray(value) ? (value as XNode[]) : [];
};

export const attr = (node: XNode, name: string): string | undefined => {
  const attributes = node[':@'] as Record<string, unknown> | undefined;
  const value = attributes?.[name];
  return value === undefined ? undefined : String(value);
};

export const elements = (nodes: XNode[], tag?: string): XNode[] =>
  nodes.filter((n) => {
    const t = tagOf(n);
    return t !== undefined && t !== '#text' && t !== '?xml' && (tag === undefined || t === tag);
  });

export const child = (nodes: XNode[], tag: string): XNode | undefined => elements(nodes, tag)[0];

/** Every element named `tag` under `nodes`, in document order. */
export function descendants(nodes: XNode[], tag: string): XNode[] {
  const found: XNode[] = [];
  const walk = (list: XNode[]) => {
    for (const node of list) {
      if (tagOf(node) === tag) found.push(node);
      walk(childrenOf(node));
    }
  };
  walk(nodes);
  return found;
}

/** The text of the nodes, tags dropped, whitespace collapsed. */
export function textOf(nodes: XNode[]): string {
  const parts: string[] = [];
  const walk = (list: XNode[]) => {
    for (const node of list) {
      if (typeof node['#text'] === 'string') parts.push(node['#text']);
      else walk(childrenOf(node));
    }
  };
  walk(nodes);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** The nodes written back as markup (QTI's itemBody is XHTML), entities escaped again. */
export const markupOf = (nodes: XNode[]): string => String(builder.build(nodes)).trim();

/** Writes a tree as an XML document, for the export. */
export const xmlDocument = (nodes: XNode[]): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n${String(builder.build(nodes))}\n`;
