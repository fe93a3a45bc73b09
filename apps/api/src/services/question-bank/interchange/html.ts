import { DomUtils, parseDocument } from 'htmlparser2';

/** The text of an HTML fragment (an option, a short answer), entities decoded, whitespace collapsed. */
export const plainText = (html: string): string =>
  DomUtils.textContent(parseDocument(html)).replace(/\s+/g, ' ').trim();

const serialize = (nodes: Parameters<typeof DomUtils.getOuterHTML>[0]) =>
  DomUtils.getOuterHTML(nodes, { decodeEntities: true, encodeEntities: 'utf8' });

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Plain text as one HTML paragraph per line block, for formats whose text is not HTML. */
export const htmlOfText = (text: string): string =>
  text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${escapeHtml(block).replaceAll('\n', '<br>')}</p>`)
    .join('');

/**
 * Replaces each <img>'s src through `rename` (a package path to a token) in an HTML fragment, and returns the
 * fragment with the replaced sources; an image `rename` refuses (undefined) is left out.
 */
export function mapImageSources(html: string, rename: (src: string) => string | undefined): string {
  const document = parseDocument(html);
  for (const img of DomUtils.getElementsByTagName('img', document)) {
    const next = rename(img.attribs.src ?? '');
    if (next === undefined) DomUtils.removeElement(img);
    else img.attribs.src = next;
  }
  return serialize(document.children);
}

const PICTURE_FILE = /\.(png|jpe?g|gif|webp)$/i;

/**
 * QTI shows a picture as `<object type="image/..." data="...">fallback text</object>` as often as with <img>: each
 * such object becomes an <img> (its fallback text the alt) so that its file is stored like any other image. The
 * first object that is not a picture (a video, a sound, an applet) is returned, since it cannot be imported.
 */
export function objectsAsImages(html: string): { html: string; other?: { data: string; type?: string } } {
  const document = parseDocument(html);
  const objects = DomUtils.getElementsByTagName('object', document);
  if (objects.length === 0) return { html };
  for (const object of objects) {
    const { data = '', type } = object.attribs;
    const picture = type ? /^image\//i.test(type) : PICTURE_FILE.test(data.split(/[?#]/)[0]!);
    if (!picture || !data) return { html, other: { data, ...(type ? { type } : {}) } };
    const alt = DomUtils.textContent(object).replace(/\s+/g, ' ').trim();
    const attribs: Record<string, string> = { src: data, alt };
    for (const size of ['width', 'height']) {
      if (object.attribs[size]) attribs[size] = object.attribs[size];
    }
    object.name = 'img';
    object.attribs = attribs;
    object.children = [];
  }
  return { html: serialize(document.children) };
}

/**
 * Takes the first image out of an mcq's prompt, for the question's own image field (shown under the prompt the
 * way an authored question's image is); a paragraph left empty by it goes too.
 */
export function takeFirstImage(html: string): { html: string; src?: string } {
  const document = parseDocument(html);
  const img = DomUtils.findOne((e) => e.name === 'img', document.children, true);
  if (!img) return { html };
  let parent = img.parent;
  DomUtils.removeElement(img);
  while (parent && parent !== document && parent.children.every((c) => c.type === 'text' && !c.data.trim())) {
    const up = parent.parent;
    DomUtils.removeElement(parent);
    parent = up;
  }
  return { html: serialize(document.children).trim(), src: img.attribs.src };
}

/** HTML as XHTML, for a QTI itemBody: void elements closed, only XML's own entities. */
export const xhtmlOf = (html: string): string =>
  DomUtils.getOuterHTML(parseDocument(html).children, { xmlMode: true, decodeEntities: true });

/** A prompt that is one plain <div> (how our export wraps a prompt for QTI's block-only itemBody) unwrapped. */
export function unwrapDiv(html: string): string {
  const nodes = parseDocument(html).children.filter((n) => !(n.type === 'text' && !n.data.trim()));
  const [only] = nodes;
  if (
    nodes.length !== 1 ||
    only?.type !== 'tag' ||
    only.name !== 'div' ||
    Object.keys(only.attribs).length > 0
  ) {
    return html;
  }
  return serialize(only.children).trim();
}

/** The src of every <img> in an HTML fragment. */
export const imageSources = (html: string): string[] =>
  DomUtils.getElementsByTagName('img', parseDocument(html)).map((img) => img.attribs.src ?? '');
