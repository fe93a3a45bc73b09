import { sortOut } from './build';
import { readGift } from './gift';
import { readMoodle } from './moodle';
import { readQtiPackage } from './package';
import { noImages, readQtiItem } from './qti';
import type { ParsedBank } from './types';
import { child, FormatError, parseXml } from './xml';

const isZip = (data: Uint8Array) =>
  data.length > 4 && data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04;

/**
 * Reads an upload in whichever exchange format it is: a zip is a QTI content package, XML is Moodle's <quiz> or
 * one QTI assessmentItem, anything else is GIFT text. A file this cannot read at all is a FormatError.
 */
export function readBank(fileName: string, data: Uint8Array): ParsedBank {
  let bank: ParsedBank;
  if (isZip(data)) bank = readQtiPackage(data);
  else {
    const text = new TextDecoder('utf-8', { fatal: false }).decode(data).replace(/^\uFEFF/, '');
    if (text.includes('\uFFFD') || text.includes('\0')) {
      throw new FormatError(
        'The file must be Moodle XML, QTI 2.1 (XML or a .zip package) or GIFT text in UTF-8',
      );
    }
    bank = text.trimStart().startsWith('<') ? readXml(fileName, text) : readGift(text);
  }
  if (bank.items.length === 0 && bank.unmapped.length === 0)
    throw new FormatError('The file holds no questions');
  return bank;
}

function readXml(fileName: string, text: string): ParsedBank {
  const document = parseXml(text, fileName);
  if (child(document, 'quiz')) return readMoodle(document);
  if (child(document, 'assessmentItem')) {
    return { format: 'qti', ...sortOut([readQtiItem(document, fileName, noImages)]) };
  }
  if (child(document, 'questestinterop')) {
    throw new FormatError('This is QTI 1.2; export the questions as QTI 2.1 (or Moodle XML) and import that');
  }
  if (child(document, 'manifest')) {
    throw new FormatError('This is a package manifest alone; upload the whole content package (.zip)');
  }
  throw new FormatError('The XML is neither a Moodle <quiz> nor a QTI 2.1 assessmentItem');
}
