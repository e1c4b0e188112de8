import { fileExtension, UPLOAD_KINDS, type UploadExtension, type UploadKind, uploadKindOf } from './uploads.rules';

/**
 * Content check for uploads (magic bytes). Takes the first bytes of a file as a `Uint8Array`
 * (no Node `Buffer` type, so the web can use it too; a Buffer is a Uint8Array). 64 bytes are
 * enough for every signature except a PDF whose header comes after some junk: pass
 * `UPLOAD_SNIFF_BYTES`.
 */

/** How many first bytes of a file every content check reads. */
export const UPLOAD_SNIFF_BYTES = 1024;

/** The container a file's bytes show. */
export type ContentSignature =
  | 'pdf'
  | 'zip'
  | 'cfb'
  | 'hwp3'
  | 'jpeg'
  | 'png'
  | 'heif'
  | 'isobmff'
  | 'quicktime'
  | 'mp3'
  | 'avi'
  | 'asf'
  | 'executable'
  | 'markup';

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const CFB = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ASF = [0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9, 0x00, 0xaa, 0x00, 0x62, 0xce, 0x6c];
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1', 'mif2']);
const QUICKTIME_ATOMS = new Set(['moov', 'mdat', 'free', 'skip', 'wide', 'pnot']);

function detectMarkup(bytes: Uint8Array): boolean {
  const head = ascii(bytes, 0, 64)
    .replace(/^\uFEFF?\s*/, '')
    .toLowerCase();
  return /^<(!doctype|html|script|svg|\?xml)/.test(head);
}

/** The signature the bytes start with, or `null` when none is known. */
export function detectContentSignature(bytes: Uint8Array): ContentSignature | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (startsWith(bytes, [0x50, 0x4b]) && [0x0304, 0x0506, 0x0708].includes(((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0))) {
    return 'zip';
  }
  if (startsWith(bytes, CFB)) return 'cfb';
  if (ascii(bytes, 0, 17) === 'HWP Document File') return 'hwp3';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, PNG)) return 'png';
  const box = ascii(bytes, 4, 4);
  if (box === 'ftyp') {
    const brand = ascii(bytes, 8, 4);
    if (HEIF_BRANDS.has(brand)) return 'heif';
    return brand === 'qt  ' ? 'quicktime' : 'isobmff';
  }
  if (QUICKTIME_ATOMS.has(box)) return 'quicktime';
  if (ascii(bytes, 0, 3) === 'ID3' || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0)) return 'mp3';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'AVI ') return 'avi';
  if (startsWith(bytes, ASF)) return 'asf';
  if (ascii(bytes, 0, 2) === 'MZ' || startsWith(bytes, [0x7f, 0x45, 0x4c, 0x46]) || ascii(bytes, 0, 2) === '#!') {
    return 'executable';
  }
  if (detectMarkup(bytes)) return 'markup';
  return null;
}

/** Signatures each allowed extension may show. */
const EXPECTED: Record<UploadExtension, readonly ContentSignature[]> = {
  doc: ['cfb'],
  xls: ['cfb'],
  ppt: ['cfb'],
  hwp: ['cfb', 'hwp3'],
  docx: ['zip'],
  xlsx: ['zip'],
  pptx: ['zip'],
  hwpx: ['zip'],
  zip: ['zip'],
  pdf: ['pdf'],
  gul: ['cfb'],
  jpg: ['jpeg'],
  jpeg: ['jpeg'],
  png: ['png'],
  heif: ['heif'],
  heic: ['heif'],
  mp3: ['mp3'],
  m4a: ['isobmff'],
  mp4: ['isobmff'],
  mov: ['quicktime', 'isobmff'],
  avi: ['avi'],
  wmv: ['asf'],
};

/**
 * Extensions whose older files have no published signature (훈민정음 `.gul`): their content passes
 * when it shows no signature at all, and is refused when it is recognisably something else.
 */
const UNSIGNED_ALLOWED: ReadonlySet<UploadExtension> = new Set(['gul']);

function pdfHeaderWithinFirstKilobyte(bytes: Uint8Array): boolean {
  return ascii(bytes, 0, UPLOAD_SNIFF_BYTES).includes('%PDF-');
}

/** Whether the bytes fit the extension. An extension on no allow-list never fits. */
export function contentMatchesExtension(extension: string, bytes: Uint8Array): boolean {
  const expected = EXPECTED[extension.toLowerCase() as UploadExtension] as readonly ContentSignature[] | undefined;
  if (!expected) return false;
  const signature = detectContentSignature(bytes);
  if (signature === null) {
    if (extension.toLowerCase() === 'pdf') return pdfHeaderWithinFirstKilobyte(bytes);
    return UNSIGNED_ALLOWED.has(extension.toLowerCase() as UploadExtension);
  }
  return expected.includes(signature);
}

export type UploadCheck =
  | { ok: true; extension: UploadExtension; kind: UploadKind }
  | { ok: false; reason: 'extension' | 'content' };

/**
 * The server's check of an upload: the name must be on one of the allowed lists and the first bytes
 * must fit its extension.
 */
export function checkUpload(
  fileName: string,
  firstBytes: Uint8Array,
  kinds: readonly UploadKind[] = UPLOAD_KINDS,
): UploadCheck {
  const kind = uploadKindOf(fileName);
  if (kind === null || !kinds.includes(kind)) return { ok: false, reason: 'extension' };
  const extension = fileExtension(fileName) as UploadExtension;
  return contentMatchesExtension(extension, firstBytes)
    ? { ok: true, extension, kind }
    : { ok: false, reason: 'content' };
}
