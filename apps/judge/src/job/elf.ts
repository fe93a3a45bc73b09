const PT_LOAD = 1;

/**
 * Memory an ELF64 executable maps before its first instruction: the sum of its loadable segments (code,
 * data and zero-filled static arrays). 0 for anything that is not a little-endian ELF64 file.
 */
export function staticFootprint(data: Buffer): number {
  try {
    if (data.readUInt32BE(0) !== 0x7f454c46 || data[4] !== 2 || data[5] !== 1) return 0;
    const phoff = Number(data.readBigUInt64LE(0x20));
    const phentsize = data.readUInt16LE(0x36);
    const phnum = data.readUInt16LE(0x38);
    let total = 0;
    for (let index = 0; index < phnum; index++) {
      const header = phoff + index * phentsize;
      if (data.readUInt32LE(header) === PT_LOAD) total += Number(data.readBigUInt64LE(header + 0x28));
    }
    return total;
  } catch {
    return 0;
  }
}
