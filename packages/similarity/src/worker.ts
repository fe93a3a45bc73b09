import { parentPort, workerData } from 'node:worker_threads';
import { type CompareInput, compareSubmissions, type SimilarPair } from './compare';

/** The worker thread's program: compares each group in turn and posts every group's pairs back at once. */
const groups = workerData as CompareInput[];
const results: SimilarPair[][] = [];
for (const group of groups) results.push(await compareSubmissions(group));
parentPort?.postMessage(results);
