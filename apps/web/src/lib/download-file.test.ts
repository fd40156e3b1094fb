import { describe, expect, it } from 'vitest';
import { contentDispositionName } from './download-file';

describe('contentDispositionName', () => {
  it('takes the UTF-8 name before the plain one, as the server writes both', () => {
    expect(
      contentDispositionName(`attachment; filename="dropport-data-_.zip"; filename*=UTF-8''dropport-data-S%C3%A3o.zip`),
    ).toBe('dropport-data-São.zip');
    expect(contentDispositionName('attachment; filename="dropport-data-2026-03-01.zip"')).toBe('dropport-data-2026-03-01.zip');
    expect(contentDispositionName('attachment; filename=plain.zip')).toBe('plain.zip');
  });

  it('keeps only a name, and gives none when the header has none', () => {
    expect(contentDispositionName('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(contentDispositionName('attachment')).toBeNull();
    expect(contentDispositionName(undefined)).toBeNull();
    expect(contentDispositionName(`attachment; filename*=UTF-8''%E0%A4%A`)).toBeNull();
  });
});
