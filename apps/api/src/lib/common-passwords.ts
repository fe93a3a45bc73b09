import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * zxcvbn-ts's list of about 49,000 leaked passwords, most common first, shipped as data in the package.
 * The spec's character rules make people decorate a common word ("Password@123", "Welcome@2024"), so the
 * letters left after trimming the digits and signs at either end are checked against the most common ones.
 */
const COMMON_STEMS = 1000;
const LEET: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '3': 'e',
  '1': 'i',
  '!': 'i',
  '0': 'o',
  $: 's',
  '5': 's',
  '7': 't',
};

let lists: { all: Set<string>; stems: Set<string> } | null = null;

function load() {
  const ranked = dictionary['passwords-common'];
  lists ??= { all: new Set(ranked), stems: new Set(ranked.slice(0, COMMON_STEMS)) };
  return lists;
}

const unleet = (text: string) => text.replace(/[@43!10$57]/g, (c) => LEET[c] ?? c);
const trimDecoration = (text: string) => text.replace(/^[^a-z]+|[^a-z]+$/g, '');

/** Whether the password (ignoring case and common letter-for-sign swaps) is a well-known one. */
export function isCommonPassword(password: string): boolean {
  const { all, stems } = load();
  const lower = password.toLowerCase();
  const stem = trimDecoration(lower);
  return (
    all.has(lower) ||
    all.has(unleet(lower)) ||
    (stem.length > 0 && (stems.has(stem) || stems.has(unleet(stem))))
  );
}
