/** The signature that starts each file of a zip (its local file header): "PK\x03\x04". */
const SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

/**
 * Counts the files of a zip as its bytes arrive, for a progress bar: each local file header is one more file. A
 * signature may be split between two chunks, so the last three bytes of a chunk are carried into the next. (A
 * PDF stored in the zip could hold the four bytes by chance; the count is capped by the caller's total.)
 */
export function zipEntryCounter() {
  let carry = new Uint8Array(0);
  return (chunk: Uint8Array): number => {
    const bytes = new Uint8Array(carry.length + chunk.length);
    bytes.set(carry);
    bytes.set(chunk, carry.length);
    let found = 0;
    for (let i = 0; i + SIGNATURE.length <= bytes.length; i++) {
      if (SIGNATURE.every((b, k) => bytes[i + k] === b)) found += 1;
    }
    carry = bytes.slice(Math.max(0, bytes.length - (SIGNATURE.length - 1)));
    return found;
  };
}
