import { businessDateOf } from '@academy/domain/format/format.business-date';
import { fileSizeLabel } from '@academy/domain/materials/materials.rules';
import { type MaterialView, materialDownloadPath } from '@academy/domain/materials/materials.schema';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../ui/button/button';
import { useMaterialDownloads } from '../api/get-material-downloads';
import { LEARNING_TEXTS } from '../learning.texts';
import styles from './learning.module.css';

const T = LEARNING_TEXTS.list;

/** `2026-11-24` as `2026.11.24`. */
const dotted = (isoInstant: string) => businessDateOf(new Date(isoInstant)).replaceAll('-', '.');

/**
 * One material: its title, class, writer and day, folder and tags, description, and each file with
 * its size and kind and a download link (the server counts a family's download). Staff also see how
 * often it was downloaded and by whom, and may edit or delete it.
 */
export function MaterialCard({
  instId,
  material,
  onDelete,
  deleting,
}: {
  instId: string;
  material: MaterialView;
  onDelete?: (material: MaterialView) => void;
  deleting?: boolean;
}) {
  const titleId = useId();
  const [showWho, setShowWho] = useState(false);
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.cardHead}>
        <h3 id={titleId} className={styles.cardTitle}>
          {material.title}
        </h3>
        {material.downloadCnt !== null && <span className={styles.meta}>{T.downloads(material.downloadCnt)}</span>}
      </div>
      <p className={styles.meta}>{T.byline(material.classNm, material.authorNm, dotted(material.createdAt))}</p>
      {(material.folder || material.tags.length > 0) && (
        <ul className={styles.badges}>
          {material.folder && <li className={styles.folder}>{material.folder}</li>}
          {material.tags.map((tag) => (
            <li key={tag} className={styles.tag}>
              #{tag}
            </li>
          ))}
        </ul>
      )}
      {material.description && <p className={styles.description}>{material.description}</p>}
      <ul className={styles.files} aria-label={T.files(material.files.length)}>
        {material.files.map((file) => (
          <li key={file.fileId} className={styles.file}>
            <span className={styles.fileName}>{file.originalNm}</span>
            <span className={styles.meta}>
              {LEARNING_TEXTS.kinds[file.kind]} · {fileSizeLabel(file.sizeBytes)}
              {file.downloadCnt !== null && ` · ${T.downloads(file.downloadCnt)}`}
            </span>
            <a
              className={buttonClassName({ variant: 'outline', size: 'sm' })}
              href={materialDownloadPath(instId, material.materialId, file.fileId)}
              download={file.originalNm}
              aria-label={T.download(file.originalNm)}
            >
              {T.downloadShort}
            </a>
          </li>
        ))}
      </ul>
      {material.canEdit && (
        <div className={styles.actions}>
          <Button variant="text" size="sm" aria-expanded={showWho} onClick={() => setShowWho((shown) => !shown)}>
            {showWho ? T.whoHide : T.who}
          </Button>
          <Link
            className={buttonClassName({ variant: 'text', size: 'sm' })}
            to={`/v3/materials/write/${encodeURIComponent(material.materialId)}`}
            aria-label={`${material.title} ${T.edit}`}
          >
            {T.edit}
          </Link>
          {onDelete && (
            <Button
              variant="text"
              size="sm"
              loading={deleting}
              aria-label={`${material.title} ${T.remove}`}
              onClick={() => onDelete(material)}
            >
              {T.remove}
            </Button>
          )}
        </div>
      )}
      {showWho && <Downloaders instId={instId} materialId={material.materialId} />}
    </article>
  );
}

/** Staff: per file, who downloaded it and on how many days. */
function Downloaders({ instId, materialId }: { instId: string; materialId: string }) {
  const downloads = useMaterialDownloads(instId, materialId, true);
  if (downloads.isPending)
    return (
      <p className={styles.meta} role="status">
        {T.whoLoading}
      </p>
    );
  if (downloads.isError)
    return (
      <p className={styles.error} role="alert">
        {LEARNING_TEXTS.common.loadFailed}
      </p>
    );
  const files = downloads.data.files;
  if (files.every((file) => file.people.length === 0)) return <p className={styles.meta}>{T.whoEmpty}</p>;
  return (
    <div className={styles.stack}>
      {files.map((file) => (
        <section key={file.fileId} aria-label={`${file.originalNm} ${T.who}`}>
          <p className={styles.meta}>
            {file.originalNm} · {T.downloads(file.downloadCnt)}
          </p>
          <ul className={styles.people}>
            {file.people.map((person) => (
              <li key={person.userId}>{T.whoLine(person.userNm, person.roleLabel, person.days)}</li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
