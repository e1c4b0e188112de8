import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorCatalog } from '../errors/error-catalog';
import { checkUploadFor, UPLOAD_PURPOSE_RULES, UPLOAD_PURPOSES, uploadMaxLabel } from './uploads.purposes';
import { IMAGE_EXTENSIONS, UPLOAD_CONTENT_TYPES, UPLOAD_EXTENSIONS, type UploadExtension } from './uploads.rules';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]);
const ascii = (text: string) => new Uint8Array([...text].map((char) => char.charCodeAt(0)));
const SCRIPT = ascii('<script>alert(1)</script>');

const candidate = (fileName: string, bytes: Uint8Array, size = bytes.length) => ({
  fileName,
  size,
  firstBytes: bytes,
});

describe('the table of upload purposes', () => {
  it('holds profile photos, logos and class images: SPEC §5 images of at most 10 MB', () => {
    expect(UPLOAD_PURPOSES.slice(0, 3)).toEqual(['profile', 'inst-logo', 'class-image']);
    for (const purpose of UPLOAD_PURPOSES.filter((each) => !UPLOAD_PURPOSE_RULES[each].kinds.includes('document'))) {
      expect(UPLOAD_PURPOSE_RULES[purpose]).toMatchObject({ kinds: ['image'], maxBytes: 10_485_760 });
      expect(uploadMaxLabel(purpose)).toBe('10MB');
    }
  });

  it('lets anyone with the link read logos, a signed link read photos, and only the academy read class images', () => {
    expect(UPLOAD_PURPOSE_RULES.profile.readBy).toBe('signed-link');
    expect(UPLOAD_PURPOSE_RULES['inst-logo'].readBy).toBe('anyone-with-link');
    expect(UPLOAD_PURPOSE_RULES['class-image'].readBy).toBe('academy-members');
  });

  it('answers each refusal with a catalogue error of the fitting status, whose size text is the limit', () => {
    const statuses = { missing: 400, empty: 400, 'too-large': 413, type: 415, content: 415 } as const;
    for (const purpose of UPLOAD_PURPOSES) {
      const { refusals } = UPLOAD_PURPOSE_RULES[purpose];
      for (const [refusal, status] of Object.entries(statuses)) {
        expect([purpose, refusal, errorCatalog[refusals[refusal as keyof typeof statuses]].status]).toEqual([
          purpose,
          refusal,
          status,
        ]);
      }
      expect(errorCatalog[refusals['too-large']].message).toContain(uploadMaxLabel(purpose));
    }
  });

  it('knows a served content type for every allowed extension', () => {
    const all = Object.values(UPLOAD_EXTENSIONS).flat() as UploadExtension[];
    expect(Object.keys(UPLOAD_CONTENT_TYPES).sort()).toEqual([...all].sort());
    for (const extension of IMAGE_EXTENSIONS) expect(UPLOAD_CONTENT_TYPES[extension]).toMatch(/^image\//);
  });
});

describe('checkUploadFor', () => {
  it('passes an image, stored as jpg or png with its real content type', () => {
    expect(checkUploadFor('profile', candidate('내 사진.PNG', PNG))).toEqual({
      ok: true,
      extension: 'png',
      kind: 'image',
      contentType: 'image/png',
    });
    expect(checkUploadFor('class-image', candidate('칠판.jpeg', JPEG))).toEqual({
      ok: true,
      extension: 'jpg',
      kind: 'image',
      contentType: 'image/jpeg',
    });
  });

  it('refuses in order: no file, an empty one, too large, a name off the list, bytes that do not fit', () => {
    for (const purpose of UPLOAD_PURPOSES) {
      const max = UPLOAD_PURPOSE_RULES[purpose].maxBytes;
      expect(checkUploadFor(purpose, null)).toEqual({ ok: false, refusal: 'missing' });
      expect(checkUploadFor(purpose, candidate('빈.exe', new Uint8Array(), 0))).toEqual({
        ok: false,
        refusal: 'empty',
      });
      expect(checkUploadFor(purpose, candidate('큰.exe', SCRIPT, max + 1))).toEqual({
        ok: false,
        refusal: 'too-large',
      });
      expect(checkUploadFor(purpose, candidate('딱 맞는.png', PNG, max)).ok).toBe(true);
      // A document is taken only where the purpose's lists include documents (notice and feed files).
      const takesDocuments = UPLOAD_PURPOSE_RULES[purpose].kinds.includes('document');
      expect(checkUploadFor(purpose, candidate('문서.pdf', ascii('%PDF-1.7')))).toEqual(
        takesDocuments ? expect.objectContaining({ ok: true, kind: 'document' }) : { ok: false, refusal: 'type' },
      );
      expect(checkUploadFor(purpose, candidate('움직이는.gif', PNG))).toEqual({ ok: false, refusal: 'type' });
    }
  });

  it('refuses a PNG name over bytes that are not an image, for every purpose, whatever those bytes are', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...UPLOAD_PURPOSES),
        fc
          .uint8Array({ minLength: 1, maxLength: 64 })
          .filter((bytes) => !PNG.subarray(0, 8).every((byte, i) => bytes[i] === byte)),
        (purpose, bytes) => {
          expect(checkUploadFor(purpose, candidate('photo.png', bytes))).toEqual({ ok: false, refusal: 'content' });
        },
      ),
    );
    for (const purpose of UPLOAD_PURPOSES) {
      expect(checkUploadFor(purpose, candidate('몰래.png', SCRIPT))).toEqual({ ok: false, refusal: 'content' });
      expect(checkUploadFor(purpose, candidate('사진.png', JPEG))).toEqual({ ok: false, refusal: 'content' });
    }
  });

  it('reads no further than the sniffed head, so the size decides and not the buffer', () => {
    const head = new Uint8Array(4096);
    head.set(PNG);
    expect(checkUploadFor('inst-logo', candidate('logo.png', head, 5_000_000))).toMatchObject({ ok: true });
  });
});
