import { describe, expect, it } from 'vitest';
import { requirePendingUpload, requirePendingWithKey, requireSizeWithin, requireUploadMatches } from './upload';

describe('requirePendingUpload', () => {
  it('lets a pending item take a file, once (409 UPLOAD_DONE)', () => {
    expect(() => requirePendingUpload({ name: 'logo.png', status: 'pending' })).not.toThrow();
    expect(() => requirePendingUpload({ name: 'logo.png', status: 'ready' })).toThrow(
      expect.objectContaining({ statusCode: 409, message: 'UPLOAD_DONE', description: 'logo.png is uploaded already' }),
    );
  });

  it('needs the storage key for a new upload link', () => {
    expect(() => requirePendingUpload({ name: 'logo.png', status: 'pending' })).not.toThrow();
    expect(() => requirePendingWithKey({ name: 'logo.png', status: 'pending', key: 'k' })).not.toThrow();
    expect(() => requirePendingWithKey({ name: 'logo.png', status: 'pending' })).toThrow(expect.objectContaining({ message: 'UPLOAD_DONE' }));
    expect(() => requirePendingWithKey({ name: 'logo.png', status: 'ready', key: 'k' })).toThrow(expect.objectContaining({ message: 'UPLOAD_DONE' }));
  });
});

describe('requireUploadMatches', () => {
  const item = { mimeType: 'image/png', size: 4 };
  it('accepts the registered type and size', () => {
    expect(() => requireUploadMatches(item, 'image/png', 4)).not.toThrow();
  });

  it('names every difference (400)', () => {
    expect(() => requireUploadMatches(item, 'image/jpeg', 5)).toThrow(
      expect.objectContaining({
        statusCode: 400,
        fields: [
          { path: 'headers.content-type', message: 'must be image/png' },
          { path: 'body', message: 'must be the 4 bytes registered, got 5' },
        ],
      }),
    );
    expect(() => requireUploadMatches(item, undefined, 4)).toThrow(
      expect.objectContaining({ fields: [{ path: 'headers.content-type', message: 'must be image/png' }] }),
    );
  });
});

describe('requireSizeWithin', () => {
  it('allows the limit and refuses a byte more (400 FILE_TOO_LARGE)', () => {
    expect(() => requireSizeWithin(10240, 10240)).not.toThrow();
    expect(() => requireSizeWithin(10241, 10240, 'file')).toThrow(
      expect.objectContaining({ statusCode: 400, message: 'FILE_TOO_LARGE', fields: [{ path: 'file', message: 'The file must not be larger than 10 KB' }] }),
    );
  });
});
