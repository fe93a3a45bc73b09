import { posix } from 'node:path';
import { Unzip, UnzipInflate } from 'fflate';
import { sortOut } from './build';
import { refuseTooManyItems } from './limits';
import { type ResolveImage, readQtiItem } from './qti';
import type { ImportedQuestion, ParsedBank, Unmapped } from './types';
import { attr, child, childrenOf, descendants, FormatError, parseXml } from './xml';

/** What a content package may unpack to: hundreds of items with their images, far below a zip bomb. */
export const PACKAGE_LIMITS = { maxEntries: 2000, maxUnpackedBytes: 50 * 1024 * 1024 };

/** Compressed bytes handed to the inflater at once, so one push cannot balloon past the limit unseen. */
const SLICE = 16 * 1024;

/**
 * The files of a zip, inflated as a stream and counted as they come: the entry count and the bytes really
 * unpacked (never the sizes the archive declares) are held to the limits.
 */
export function readZip(data: Uint8Array, limits = PACKAGE_LIMITS): Map<string, Uint8Array> {
  const files = new Map<string, Uint8Array>();
  let entries = 0;
  let unpacked = 0;
  let failure: string | undefined;
  const unzip = new Unzip((file) => {
    entries++;
    if (failure) return;
    if (entries > limits.maxEntries) {
      failure = `The package holds more than ${limits.maxEntries} files`;
      return;
    }
    if (file.name.endsWith('/')) return;
    const chunks: Uint8Array[] = [];
    file.ondata = (error, chunk, final) => {
      if (failure) return;
      if (error) {
        failure = 'The package is not a readable zip file';
        return;
      }
      unpacked += chunk.length;
      if (unpacked > limits.maxUnpackedBytes) {
        failure = `The package unpacks to more than ${Math.round(limits.maxUnpackedBytes / 1024 / 1024)} MB`;
        file.terminate();
        return;
      }
      chunks.push(chunk);
      if (final) files.set(file.name, Buffer.concat(chunks));
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0; at < data.length && !failure; at += SLICE) {
      unzip.push(data.subarray(at, at + SLICE), at + SLICE >= data.length);
    }
  } catch {
    failure ??= 'The package is not a readable zip file';
  }
  if (failure) throw new FormatError(failure);
  return files;
}

const QTI_21_ITEM = 'imsqti_item_xmlv2p1';

/** A path inside the package, relative to `from`'s folder; undefined when it would leave the package. */
function inside(from: string, href: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('/')) return undefined;
  const path = posix.normalize(posix.join(posix.dirname(from), decodeURIComponent(href.split(/[?#]/)[0]!)));
  return path.startsWith('../') || path === '..' ? undefined : path;
}

const decoder = new TextDecoder('utf-8', { fatal: false });

/** An IMS content package: imsmanifest.xml names the QTI 2.1 items; each may refer to images beside it. */
export function readQtiPackage(data: Uint8Array): ParsedBank {
  const files = readZip(data);
  const manifestFile = files.get('imsmanifest.xml');
  if (!manifestFile)
    throw new FormatError('The zip has no imsmanifest.xml: it is not an IMS content package');
  const manifest = child(parseXml(decoder.decode(manifestFile), 'imsmanifest.xml'), 'manifest');
  if (!manifest) throw new FormatError('imsmanifest.xml has no <manifest> element');
  // tests, web pages and shared content are not questions; every other resource is read or reported
  const resources = descendants(childrenOf(manifest), 'resource').filter((resource) => {
    const type = attr(resource, 'type') ?? '';
    return !(type.startsWith('imsqti_test') || type === 'webcontent' || type.startsWith('associatedcontent'));
  });
  refuseTooManyItems(resources.length);
  const results: (ImportedQuestion | Unmapped)[] = [];
  for (const resource of resources) {
    const type = attr(resource, 'type') ?? '';
    const href = attr(resource, 'href') ?? '';
    const identifier = attr(resource, 'identifier')?.trim();
    const listed = identifier ? { identifier } : {};
    if (type !== QTI_21_ITEM) {
      results.push({
        ...listed,
        name: href || identifier || '(resource)',
        reason: `is a ${type} resource; only QTI 2.1 items (${QTI_21_ITEM}) are read`,
      });
      continue;
    }
    const path = inside('imsmanifest.xml', href);
    const itemFile = path === undefined ? undefined : files.get(path);
    if (!path || !itemFile) {
      results.push({ ...listed, name: href, reason: 'is listed in the manifest but not in the package' });
      continue;
    }
    const resolve: ResolveImage = (src) => {
      if (/^data:/i.test(src))
        return 'shows an image written into the item (a data: address); only image files inside the package are imported';
      if (/^[a-z][a-z0-9+.-]*:/i.test(src))
        return `refers to the image ${src.slice(0, 200)} on another site; only images inside the package are imported`;
      const imagePath = inside(path, src);
      if (imagePath === undefined) return `refers to the image ${src}, outside the package`;
      const image = files.get(imagePath);
      if (!image) return `refers to the image ${src}, which the package does not include`;
      return { name: posix.basename(imagePath), data: image };
    };
    try {
      results.push(readQtiItem(parseXml(decoder.decode(itemFile), path), path, resolve));
    } catch (error) {
      if (!(error instanceof FormatError)) throw error;
      results.push({ ...listed, name: path, reason: error.message });
    }
  }
  if (results.length === 0) throw new FormatError('imsmanifest.xml lists no QTI 2.1 items');
  return { format: 'qti', ...sortOut(results) };
}
