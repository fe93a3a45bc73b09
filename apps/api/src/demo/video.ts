import { readFile } from 'node:fs/promises';
import type { Storage } from '../lib/storage';

/**
 * The demo video question's clip: ten seconds of binary search, made here with ffmpeg
 * (scripts/make-demo-video.mjs). It sits beside this module, and the build copies it beside the bundle.
 */
const CLIP = 'binary-search.webm';

export async function storeDemoVideo(storage: Storage) {
  const data = await readFile(new URL(`./${CLIP}`, import.meta.url));
  const storageKey = await storage.put('video', 'webm', data);
  return { storageKey, name: CLIP, contentType: 'video/webm', size: data.length };
}
