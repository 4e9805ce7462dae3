import { describe, expect, it } from 'vitest';
import type { FormDefinition } from './form-definition';
import { fileSizeMessage, isGuestUploadType, takesUpload, uploadRefs } from './guest-uploads';

const def = {
  sections: [
    {
      id: 's',
      fields: [
        { id: 'photo', type: 'Image' as const },
        { id: 'cert', type: 'Certification' as const },
        { id: 'name', type: 'QuestionShort' as const },
      ],
    },
  ],
} as unknown as Pick<FormDefinition, 'sections'>;

describe('guest uploads', () => {
  it('finds the uploads an Image answer and a certification card refer to, nothing else', () => {
    expect(
      uploadRefs(def, { photo: { upload: 'gu-1' }, cert: { agency: 'PADI', level: 'OW', card: { upload: 'gu-2' } }, name: { upload: 'x' } } as never),
    ).toEqual([
      { field: 'photo', path: 'body.data.photo', upload: 'gu-1' },
      { field: 'cert', path: 'body.data.cert.card', upload: 'gu-2' },
    ]);
    expect(uploadRefs(def, { cert: { agency: 'PADI', level: 'OW' }, photo: 'gu-1' } as never)).toEqual([]);
    expect(uploadRefs(def, {})).toEqual([]);
  });

  it("puts the limit into the spec's %SIZE% message", () => {
    expect(fileSizeMessage(256)).toBe('The file must not be larger than 256 KB');
    expect(fileSizeMessage(1024, 'Max %SIZE% KB (%SIZE%)')).toBe('Max 1024 KB (1024)');
  });

  it('takes photos and PDFs, uploads on Image and Certification only', () => {
    expect(['image/jpeg', 'image/png', 'image/webp', 'application/pdf'].every(isGuestUploadType)).toBe(true);
    expect(['image/gif', 'text/plain', 'image/svg+xml', ''].some(isGuestUploadType)).toBe(false);
    expect(['Image', 'Certification', 'Signature', 'Download'].map(takesUpload)).toEqual([true, true, false, false]);
  });
});
