import { FingerprintIndex, type Pair, type Region } from '@dodona/dolos-core';
import { parserFor, type SimilarityLanguage } from './grammars';
import { tokenize } from './tokenize';

/** Dolos's defaults: fingerprints of 23 tokens, one kept per window of 17 (winnowing). */
export const KGRAM_LENGTH = 23;
export const KGRAMS_IN_WINDOW = 17;
/** Pairs below this share too little to be worth a reviewer's look, and are not kept. */
export const KEPT_SIMILARITY = 0.1;
/**
 * At most this many pairs are kept per comparison, the most similar: a large cohort whose answers all look
 * alike (a problem with one natural solution) would otherwise keep n(n-1)/2 of them.
 */
export const MAX_KEPT_PAIRS = 5000;

export interface Submission {
  /** the caller's key for the code (an attempt id, say) */
  key: string;
  code: string;
  /** who wrote it: two codes of one owner (two attempts of one student) are not paired */
  owner?: string;
}

/** A span of source, zero-based rows and columns as tree-sitter counts them. */
export interface Span {
  startRow: number;
  startCol: number;
  endRow: number;
  endCol: number;
}

export interface SharedFragment {
  left: Span;
  right: Span;
  /** how many fingerprints long the fragment is */
  length: number;
}

export interface SimilarPair {
  left: string;
  right: string;
  /** share of both codes' fingerprints (boilerplate left out) found in the other: 0 to 1 */
  similarity: number;
  /** the longest run of fingerprints the two share, in fingerprints */
  longest: number;
  /** source lines the longest shared fragment spans in the left code */
  longestLines: number;
  fragments: SharedFragment[];
}

export interface CompareInput {
  language: SimilarityLanguage;
  submissions: Submission[];
  /** code every submission may share without it counting: starter code, the reference solution */
  boilerplate: string[];
}

const span = (region: Region): Span => ({
  startRow: region.startRow,
  startCol: region.startCol,
  endRow: region.endRow,
  endCol: region.endCol,
});

function present(pair: Pair): SimilarPair {
  const fragments = pair.buildFragments().map((fragment) => ({
    left: span(fragment.leftSelection),
    right: span(fragment.rightSelection),
    length: fragment.leftkgrams.to - fragment.leftkgrams.from,
  }));
  fragments.sort((a, b) => a.left.startRow - b.left.startRow || a.left.startCol - b.left.startCol);
  const longestFragment = fragments.reduce<SharedFragment | null>(
    (best, f) => (best === null || f.length > best.length ? f : best),
    null,
  );
  return {
    left: pair.leftFile.path,
    right: pair.rightFile.path,
    similarity: pair.similarity,
    longest: pair.longest,
    longestLines: longestFragment ? longestFragment.left.endRow - longestFragment.left.startRow + 1 : 0,
    fragments,
  };
}

/**
 * Compares every submission with every other one with Dolos (tree-sitter tokens, winnowed fingerprints), the
 * boilerplate's fingerprints ignored. Returns the pairs that share at least KEPT_SIMILARITY, most similar first
 * (MAX_KEPT_PAIRS at most).
 */
export async function compareSubmissions(input: CompareInput): Promise<SimilarPair[]> {
  if (input.submissions.length < 2) return [];
  const parser = await parserFor(input.language);
  try {
    const index = new FingerprintIndex(KGRAM_LENGTH, KGRAMS_IN_WINDOW, false);
    index.addFiles(input.submissions.map((s) => tokenize(parser, s.key, s.code)));
    // after the submissions: a fingerprint is ignored for the files already in the index
    input.boilerplate.forEach((code, i) => {
      index.addIgnoredFile(tokenize(parser, `boilerplate-${i}`, code));
    });
    // pair by pair rather than allPairs(), so that only the kept pairs are held: a cohort of n students
    // makes n(n-1)/2 pairs, and most share nothing
    const files = index.entries().map((entry) => entry.file);
    const ownerOf = new Map(input.submissions.map((s) => [s.key, s.owner]));
    const kept: SimilarPair[] = [];
    for (let i = 0; i < files.length; i++) {
      for (let j = i + 1; j < files.length; j++) {
        const [left, right] = [files[i]!, files[j]!];
        const owner = ownerOf.get(left.path);
        if (owner !== undefined && owner === ownerOf.get(right.path)) continue;
        const pair = index.getPair(left, right);
        if (pair.similarity >= KEPT_SIMILARITY) kept.push(present(pair));
      }
    }
    return kept.sort((a, b) => b.similarity - a.similarity).slice(0, MAX_KEPT_PAIRS);
  } finally {
    parser.delete();
  }
}
