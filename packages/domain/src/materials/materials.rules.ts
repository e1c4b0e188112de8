/**
 * Rules of study materials (학습 자료; docs/decisions/0058-study-materials.md): the limits the API
 * and the write page share, how folders and tags are cleaned, and how downloads are counted.
 */

export const MATERIAL_TITLE_MAX = 100;
export const MATERIAL_DESCRIPTION_MAX = 2000;
export const MATERIAL_FOLDER_MAX = 30;
export const MATERIAL_TAG_MAX = 20;
export const MATERIAL_TAGS_MAX = 10;
/** Files of one material (each through the `study-material` upload purpose). */
export const MATERIAL_FILES_MAX = 10;
export const MATERIALS_PAGE_DEFAULT = 20;
export const MATERIALS_PAGE_MAX = 50;
export const MATERIAL_SEARCH_MAX = 50;

/** A folder as stored: spaces trimmed and runs of spaces made one; an empty folder is none (null). */
export function normalizeFolder(folder: string | null | undefined): string | null {
  const cleaned = (folder ?? '').replace(/\s+/g, ' ').trim().slice(0, MATERIAL_FOLDER_MAX);
  return cleaned === '' ? null : cleaned;
}

/**
 * Tags as stored: without a leading `#`, trimmed, inner spaces removed (a tag is one word, as
 * people type `#중간고사`), empty ones dropped, each once (the first spelling kept, compared without
 * case), at most `MATERIAL_TAGS_MAX`.
 */
export function normalizeTags(tags: readonly string[] | null | undefined): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags ?? []) {
    const tag = raw.replace(/^#+/, '').replace(/\s+/g, '').slice(0, MATERIAL_TAG_MAX);
    const key = tag.toLowerCase();
    if (tag === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
    if (out.length === MATERIAL_TAGS_MAX) break;
  }
  return out;
}

/**
 * How downloads count: one per person, per file, per business day (Asia/Seoul). Opening the same
 * file again that day — a second tab, a retried download on a slow network, a phone that asks twice
 * for one tap — does not inflate the count; coming back another day counts again. `downloadCnt` is
 * the number of such person-days, `people` how many different people ever downloaded it.
 */
export const DOWNLOAD_COUNTING = 'person-file-day' as const;

/** The key under which a download is counted once (the twin of the table's unique key). */
export function downloadKey(input: { fileId: string; userId: string; day: string }): string {
  return `${input.fileId}|${input.userId}|${input.day}`;
}

/** A file size as people read it: `850B`, `12.3KB`, `4.5MB`. */
export function fileSizeLabel(bytes: number): string {
  if (bytes < 1024) return `${bytes}B`;
  if (bytes < 1024 * 1024) return `${trimmed(bytes / 1024)}KB`;
  return `${trimmed(bytes / (1024 * 1024))}MB`;
}

const trimmed = (value: number) => (value >= 100 ? String(Math.round(value)) : value.toFixed(1).replace(/\.0$/, ''));
