import type { ChatPersonView } from '@academy/domain/chat/chat.schema';
import { contactsQuery } from '@academy/domain/chat/chat.schema';
import { useEffect, useState } from 'react';
import { maxLengthOf } from '../../../lib/forms/schema-limits';
import { Checkbox } from '../../../ui/checkbox/checkbox';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { Spinner } from '../../../ui/spinner/spinner';
import { TextField } from '../../../ui/text-field/text-field';
import { useContacts } from '../api/get-contacts';
import { CHAT_TEXTS } from '../chat.texts';
import styles from './chat.module.css';
import { QueryFailed } from './chat-screen';
import { PersonAvatar } from './faces';

const T = CHAT_TEXTS.picker;
/** Typing settles this long before the search is asked of the server. */
const SEARCH_DELAY_MS = 250;

export type PeoplePickerProps = {
  instId: string;
  chosen: readonly ChatPersonView[];
  onChange: (chosen: ChatPersonView[]) => void;
  /** People already in the room: shown, not choosable. */
  present?: ReadonlySet<string>;
  presentLabel?: string;
};

/** Search the academy's people the caller may talk with (name or initial consonants) and tick them. */
export function PeoplePicker({ instId, chosen, onChange, present, presentLabel }: PeoplePickerProps) {
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const contacts = useContacts(instId, q);
  const chosenIds = new Set(chosen.map((person) => person.userId));

  function toggle(person: ChatPersonView, on: boolean) {
    onChange(on ? [...chosen, person] : chosen.filter((other) => other.userId !== person.userId));
  }

  return (
    <div className={styles.stack}>
      <TextField
        label={T.search}
        hint={T.searchHint}
        type="search"
        value={typed}
        maxLength={maxLengthOf(contactsQuery.shape.q)}
        onChange={(event) => setTyped(event.target.value)}
      />
      <p className={styles.meta} aria-live="polite">
        {T.chosen(chosen.length)}
      </p>
      {contacts.isPending ? (
        <Spinner label={CHAT_TEXTS.common.loading} />
      ) : contacts.isError ? (
        <QueryFailed error={contacts.error} onRetry={() => void contacts.refetch()} />
      ) : contacts.data.people.length === 0 ? (
        <EmptyState title={T.empty} />
      ) : (
        <ul className={styles.people} aria-label={T.label} aria-busy={contacts.isFetching || undefined}>
          {contacts.data.people.map((person) => {
            const here = present?.has(person.userId) ?? false;
            return (
              <li key={person.userId} className={styles.person}>
                <PersonAvatar person={person} />
                <Checkbox
                  label={`${person.name} · ${person.caption}`}
                  hint={here ? presentLabel : undefined}
                  checked={here || chosenIds.has(person.userId)}
                  disabled={here}
                  onCheckedChange={(value) => toggle(person, value === true)}
                />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
