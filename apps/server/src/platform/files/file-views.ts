/** A stored file attached to something (a post, a comment, a chat message) with its phone-sized copy. */
export type AttachedFileRow<Kind extends string> = {
  upload_id: string;
  phone_upload_id: string | null;
  kind: Kind;
  original_nm: string;
  content_type: string;
  size_bytes: string;
  width: number | null;
  height: number | null;
  storage_key: string;
  phone_storage_key: string | null;
};

/** The name a stored file is read by: its upload id and the extension it is stored under. */
export function fileNameOf(uploadId: string, storageKey: string): string {
  const dot = storageKey.lastIndexOf('.');
  return `${uploadId}.${dot > 0 ? storageKey.slice(dot + 1) : 'bin'}`;
}

/** What a screen shows of an attached file; `urlOf` says where the feature serves a file name. */
export function attachedFileViewOf<Kind extends string>(row: AttachedFileRow<Kind>, urlOf: (fileNm: string) => string) {
  const fileNm = fileNameOf(row.upload_id, row.storage_key);
  return {
    fileNm,
    kind: row.kind,
    originalNm: row.original_nm,
    sizeBytes: Number(row.size_bytes),
    contentType: row.content_type,
    url: urlOf(fileNm),
    phoneUrl:
      row.phone_upload_id && row.phone_storage_key
        ? urlOf(fileNameOf(row.phone_upload_id, row.phone_storage_key))
        : null,
    width: row.width,
    height: row.height,
  };
}
