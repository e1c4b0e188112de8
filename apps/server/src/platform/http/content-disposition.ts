/**
 * The Content-Disposition of every file the app answers with: shown in the browser (`inline`) or
 * saved (`attachment`), under the file's own name when it has one (RFC 6266 with the RFC 5987 UTF-8
 * name, and an ASCII name for clients that do not read it).
 */

/** RFC 5987 `ext-value` characters: what `encodeURIComponent` leaves alone except `'`, `(`, `)` and `*`. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** A name to save or show the file under: its own (any script), and an ASCII one for old clients. */
export type NamedFile = { fileName: string; asciiFallback: string };

/** `attachment; filename="employees.xlsx"; filename*=UTF-8''%EC%A7%81…`, or `inline` with the same names. */
export function contentDisposition(kind: 'inline' | 'attachment', name?: NamedFile): string {
  if (!name) return kind;
  const ascii = name.asciiFallback.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(name.fileName)}`;
}

/** A saved download under `fileName` (see `contentDisposition`). */
export const attachment = (fileName: string, asciiFallback: string): string =>
  contentDisposition('attachment', { fileName, asciiFallback });

/** Pictures and videos are shown where they are opened; every other upload is saved. */
export const uploadDisposition = (contentType: string, name?: NamedFile): string =>
  contentDisposition(
    contentType.startsWith('image/') || contentType.startsWith('video/') ? 'inline' : 'attachment',
    name,
  );
