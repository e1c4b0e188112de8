import { showToast } from '../../../lib/toast';
import { Button } from '../../../ui/button/button';
import { Section } from '../../../ui/section/section';
import { useBlocks } from '../api/chat-settings';
import { useBlock } from '../api/room-mutations';
import { CHAT_TEXTS } from '../chat.texts';
import styles from './chat.module.css';
import { PersonAvatar } from './faces';

const T = CHAT_TEXTS.blocks;

/** The people the caller blocked (from a message's menu), each with a way to unblock; nothing when none. */
export function BlocksPanel({ instId }: { instId: string }) {
  const blocks = useBlocks(instId);
  const block = useBlock(instId);
  const people = blocks.data?.blocked ?? [];
  if (people.length === 0) return null;
  return (
    <Section title={T.title}>
      <p className={styles.meta}>{T.lead}</p>
      <ul className={styles.people} aria-label={T.title}>
        {people.map((person) => (
          <li key={person.userId} className={styles.person}>
            <PersonAvatar person={person} />
            <span>
              {person.name} <span className={styles.meta}>{person.caption}</span>
            </span>
            <Button
              size="sm"
              variant="outline"
              aria-label={T.unblockLabel(person.name)}
              loading={block.isPending && block.variables?.userId === person.userId}
              onClick={() =>
                block.mutate({ userId: person.userId, blocked: false }, { onSuccess: () => showToast(T.unblocked) })
              }
            >
              {T.unblock}
            </Button>
          </li>
        ))}
      </ul>
    </Section>
  );
}
