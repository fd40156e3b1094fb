/** The file types we accept, recognised by their first bytes (a file's name and declared type are not trusted). */
export const KINDS = {
  png: {
    mime: 'image/png',
    ext: 'png',
    test: (b: Buffer) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  jpeg: { mime: 'image/jpeg', ext: 'jpg', test: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  gif: { mime: 'image/gif', ext: 'gif', test: (b: Buffer) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')) },
  webp: {
    mime: 'image/webp',
    ext: 'webp',
    test: (b: Buffer) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  pdf: { mime: 'application/pdf', ext: 'pdf', test: (b: Buffer) => b.subarray(0, 5).toString('latin1') === '%PDF-' },
} as const;

export type Kind = keyof typeof KINDS;

export function sniff(data: Buffer, allowed: readonly Kind[]): (typeof KINDS)[Kind] | undefined {
  for (const k of allowed) if (KINDS[k].test(data)) return KINDS[k];
  return undefined;
}
