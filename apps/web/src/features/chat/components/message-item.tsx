import type { ChatFileView, MessageView } from '@academy/domain/chat/chat.schema';
import { formatTime } from '@academy/domain/format/format.date';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../ui/button/button';
import { CHAT_TEXTS } from '../chat.texts';
import type { PendingMessage } from '../lib/message-merge';
import styles from './chat.module.css';
import { PersonAvatar } from './faces';
import { SafeText } from './safe-text';

const T = CHAT_TEXTS.room;

/** Where a chat photo opens: the viewer, at that photo of the room. */
export const chatViewerPath = (channelUrl: string, fileNm: string) =>
  `/chatFileViewer?${new URLSearchParams({ room: channelUrl, file: fileNm })}`;

/** A message's photos as thumbnails (each opening the viewer) and its other files as download chips. */
export function MessageFiles({ channelUrl, files }: { channelUrl: string; files: readonly ChatFileView[] }) {
  if (files.length === 0) return null;
  const photos = files.filter((file) => file.kind === 'image');
  const others = files.filter((file) => file.kind !== 'image');
  return (
    <>
      {photos.length > 0 && (
        <ul className={styles.thumbs}>
          {photos.map((file, index) => (
            <li key={file.fileNm}>
              <Link to={chatViewerPath(channelUrl, file.fileNm)} className={styles.thumbLink}>
                <img
                  className={styles.thumb}
                  src={file.phoneUrl ?? file.url}
                  alt={T.photo(index, photos.length)}
                  loading="lazy"
                  decoding="async"
                />
              </Link>
            </li>
          ))}
        </ul>
      )}
      {others.map((file) => (
        <a
          key={file.fileNm}
          className={styles.fileChip}
          href={file.url}
          download={file.originalNm}
          aria-label={T.download(file.originalNm)}
        >
          {file.originalNm} <span className={styles.meta}>{CHAT_TEXTS.size(file.sizeBytes)}</span>
        </a>
      ))}
    </>
  );
}

export type MessageActions = {
  /** Staff: delete the message (asked once more). */
  onDelete?: (message: MessageView) => void;
  onReport?: (message: MessageView) => void;
  onBlock?: (message: MessageView) => void;
};

/**
 * One message: a system line centred; my own on the right; another's with their name and picture. The
 * unread mark (how many have not read it) beside it, hidden at 0. Text is plain text with safe links.
 */
export function MessageItem({
  message,
  mine,
  manages,
  actions,
}: {
  message: MessageView;
  mine: boolean;
  manages: boolean;
  actions: MessageActions;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  if (message.kind === 'system' || !message.sender) {
    return (
      <li className={styles.system} data-seq={message.seq}>
        {message.text}
      </li>
    );
  }
  const sender = message.sender;
  const canDelete = manages && !message.deleted;
  const canReport = !mine;
  const hasMenu = canDelete || canReport;
  return (
    <li className={[styles.message, mine ? styles.mine : ''].join(' ')} data-seq={message.seq}>
      {!mine && <PersonAvatar person={sender} />}
      <div className={styles.body}>
        {!mine && <span className={styles.sender}>{sender.name}</span>}
        <div className={styles.line}>
          <div className={styles.stack}>
            {message.deleted ? (
              <p className={[styles.bubble, styles.deleted].join(' ')}>{T.deleted}</p>
            ) : (
              <>
                {message.text && (
                  <p className={styles.bubble}>
                    <SafeText text={message.text} />
                  </p>
                )}
                <MessageFiles channelUrl={message.channelUrl} files={message.files} />
              </>
            )}
          </div>
          <span className={styles.side}>
            {message.unreadCount > 0 && (
              <span className={styles.unreadMark} role="img" aria-label={T.unreadMark(message.unreadCount)}>
                {message.unreadCount}
              </span>
            )}
            <time dateTime={message.sentAt}>{formatTime(new Date(message.sentAt))}</time>
            {hasMenu && (
              <button
                type="button"
                className={styles.menuButton}
                aria-expanded={menuOpen}
                aria-label={T.messageMenu(sender.name)}
                onClick={() => setMenuOpen((open) => !open)}
              >
                ⋯
              </button>
            )}
          </span>
        </div>
        {menuOpen && (
          <div className={styles.menu}>
            {canReport && (
              <Button size="sm" variant="outline" onClick={() => actions.onReport?.(message)}>
                {T.report}
              </Button>
            )}
            {canReport && (
              <Button size="sm" variant="outline" onClick={() => actions.onBlock?.(message)}>
                {T.block}
              </Button>
            )}
            {canDelete && (
              <Button size="sm" variant="danger" onClick={() => actions.onDelete?.(message)}>
                {T.deleteMessage}
              </Button>
            )}
          </div>
        )}
      </div>
    </li>
  );
}

/** A message of mine on its way: shown at once, then replaced by the server's copy (by clientId). */
export function PendingItem({
  pending,
  channelUrl,
  onRetry,
  onDiscard,
}: {
  pending: PendingMessage;
  channelUrl: string;
  onRetry: () => void;
  onDiscard: () => void;
}) {
  const failed = pending.status === 'failed';
  return (
    <li className={[styles.message, styles.mine, failed ? '' : styles.pending].join(' ')} aria-busy={!failed}>
      <div className={styles.body}>
        <div className={styles.line}>
          <div className={styles.stack}>
            {pending.text && (
              <p className={styles.bubble}>
                <SafeText text={pending.text} />
              </p>
            )}
            <MessageFiles channelUrl={channelUrl} files={pending.files} />
          </div>
          <span className={[styles.side, failed ? styles.failed : ''].join(' ')}>{failed ? T.failed : T.sending}</span>
        </div>
        {failed && (
          <div className={styles.menu}>
            <Button size="sm" variant="outline" onClick={onRetry}>
              {T.retry}
            </Button>
            <Button size="sm" variant="text" onClick={onDiscard}>
              {T.discard}
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}
