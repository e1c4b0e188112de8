import type { ChatPersonView } from '@academy/domain/chat/chat.schema';
import { Avatar } from '../../../ui/avatar/avatar';
import styles from './chat.module.css';

/** A person's picture: their photo, or the stock one. `alt` '' when their name is written beside it. */
export function PersonAvatar({
  person,
  size = 'sm',
  alt = '',
}: {
  person: Pick<ChatPersonView, 'profileImageUrl' | 'name'>;
  size?: 'sm' | 'md';
  alt?: string;
}) {
  return <Avatar profileFileNm="default01.png" imageUrl={person.profileImageUrl} size={size} alt={alt} />;
}

/** A room's picture: the one other person, or up to four faces in a square (decorative: the name says it). */
export function RoomFaces({ faces }: { faces: readonly ChatPersonView[] }) {
  if (faces.length <= 1) {
    const only = faces[0];
    return (
      <span className={styles.facesOne} aria-hidden="true">
        {only ? <PersonAvatar person={only} size="md" /> : <Avatar profileFileNm="default01.png" size="md" alt="" />}
      </span>
    );
  }
  return (
    <span className={styles.faces} aria-hidden="true">
      {faces.slice(0, 4).map((person) => (
        <PersonAvatar key={person.userId} person={person} />
      ))}
    </span>
  );
}
