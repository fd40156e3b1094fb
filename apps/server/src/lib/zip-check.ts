import { inflateRawSync } from 'node:zlib';

/**
 * The most an uploaded workbook may hold once inflated, all its entries together. The workbook library inflates every
 * entry of the archive in memory, and deflate packs up to about a thousand bytes into one, so a 2 MB upload could
 * claim gigabytes. The largest sheet an import takes inflates to a few megabytes; 64 MB leaves room for styles and
 * pictures while a few such uploads at once still fit in the server's memory.
 */
export const ZIP_INFLATED_MAX_BYTES = 64 * 1024 * 1024;

/**
 * The most bytes an entry may inflate to per packed byte. Spreadsheet XML packs some 10 to 30 to one; only filler
 * (a run of one byte) packs hundreds to one, as a bomb does.
 */
export const ZIP_RATIO_MAX = 200;

/** Entries that inflate to less than this are not held to the ratio: however well they pack, they weigh little. */
const RATIO_FREE_BYTES = 1024 * 1024;

/** Why an archive is refused before it is read. */
export type ZipRefusal = 'malformed' | 'zip64' | 'encrypted' | 'method' | 'tooLarge' | 'ratio' | 'sizeMismatch';

const END_SIGNATURE = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const END_LENGTH = 22;
const ZIP64_LOCATOR = 0x07064b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const CENTRAL_LENGTH = 46;
const LOCAL_SIGNATURE = 0x04034b50;
const LOCAL_LENGTH = 30;
/** General purpose flags: bit 0, the entry is encrypted; bit 6, with strong encryption. */
const ENCRYPTED_FLAGS = 0x0001 | 0x0040;
const STORED = 0;
const DEFLATED = 8;
/** A 16- or 32-bit field at its largest: its value is in a zip64 record instead. */
const ZIP64_MARKS = [0xffff, 0xffffffff];

interface Entry {
  method: number;
  packed: number;
  size: number;
  localOffset: number;
}

/**
 * Checks a zip archive (an .xlsx workbook) with Node's own zlib before any library reads it, answering why it is
 * refused, or undefined when every entry inflates to the size it declares and all of them within
 * ZIP_INFLATED_MAX_BYTES. The central directory, which readers follow, is found from the end record; zip64, encryption
 * and methods other than stored and deflate are refused as unreadable, as is a directory that does not end where the
 * end record starts (readers disagree on where such an archive's entries lie). Each entry is inflated with its
 * declared size as the limit, so a header that understates fails fast; its output is dropped at once.
 */
export function zipRefusal(data: Buffer): ZipRefusal | undefined {
  // The end record closes the archive, followed only by its comment; readers take the last one.
  const end = data.lastIndexOf(END_SIGNATURE);
  if (end < 0 || end + END_LENGTH > data.length) return 'malformed';
  if (end >= 20 && data.readUInt32LE(end - 20) === ZIP64_LOCATOR) return 'zip64';
  const disk = data.readUInt16LE(end + 4);
  const directoryDisk = data.readUInt16LE(end + 6);
  const onDisk = data.readUInt16LE(end + 8);
  const count = data.readUInt16LE(end + 10);
  const directorySize = data.readUInt32LE(end + 12);
  const directoryOffset = data.readUInt32LE(end + 16);
  if ([onDisk, count, directorySize, directoryOffset].some((v) => ZIP64_MARKS.includes(v))) return 'zip64';
  // An archive split over disks is not a workbook.
  if (disk !== 0 || directoryDisk !== 0 || onDisk !== count) return 'malformed';
  if (directoryOffset + directorySize !== end) return 'malformed';

  const entries: Entry[] = [];
  let at = directoryOffset;
  for (let i = 0; i < count; i++) {
    if (at + CENTRAL_LENGTH > end || data.readUInt32LE(at) !== CENTRAL_SIGNATURE) return 'malformed';
    const flags = data.readUInt16LE(at + 8);
    const method = data.readUInt16LE(at + 10);
    const packed = data.readUInt32LE(at + 20);
    const size = data.readUInt32LE(at + 24);
    const localOffset = data.readUInt32LE(at + 42);
    if ([packed, size, localOffset].includes(0xffffffff)) return 'zip64';
    if (flags & ENCRYPTED_FLAGS) return 'encrypted';
    if (method !== STORED && method !== DEFLATED) return 'method';
    entries.push({ method, packed, size, localOffset });
    at += CENTRAL_LENGTH + data.readUInt16LE(at + 28) + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  }
  if (at > end) return 'malformed';

  // What the headers declare, refused before anything is inflated.
  if (entries.reduce((sum, e) => sum + e.size, 0) > ZIP_INFLATED_MAX_BYTES) return 'tooLarge';
  if (entries.some((e) => e.size > RATIO_FREE_BYTES && e.size > e.packed * ZIP_RATIO_MAX)) return 'ratio';

  for (const e of entries) {
    const local = e.localOffset;
    if (local + LOCAL_LENGTH > data.length || data.readUInt32LE(local) !== LOCAL_SIGNATURE) return 'malformed';
    const start = local + LOCAL_LENGTH + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28);
    if (start + e.packed > data.length) return 'malformed';
    if (e.method === STORED) {
      if (e.packed !== e.size) return 'sizeMismatch';
      continue;
    }
    let inflated: number;
    try {
      // The limit must be at least 1; an entry declared empty that inflates to a byte is caught by the length.
      inflated = inflateRawSync(data.subarray(start, start + e.packed), { maxOutputLength: Math.max(1, e.size) }).length;
    } catch (err) {
      // RangeError: the entry inflates past its declared size; any other: its deflate stream is broken.
      return err instanceof RangeError ? 'sizeMismatch' : 'malformed';
    }
    if (inflated !== e.size) return 'sizeMismatch';
  }
  return undefined;
}
