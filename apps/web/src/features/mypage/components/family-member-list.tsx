import type { familyLink } from '@academy/domain/account/family.schema';
import { formatShortDate } from '@academy/domain/format/format.date';
import type { z } from 'zod';
import { Badge } from '../../../ui/badge/badge';
import { List, ListItem } from '../../../ui/list/list';
import { MYPAGE_TEXTS } from '../mypage.texts';

const T = MYPAGE_TEXTS.family;

export type FamilyLink = z.infer<typeof familyLink>;

/** `2026.11.21`, or the text as it came when it is not a date. */
export function shortDateOf(value: string): string {
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? value : formatShortDate(instant);
}

export function familyChangePath(userId: string): string {
  return `/v3/FamilyRelationChange?${new URLSearchParams({ userId })}`;
}

/** Children or guardians: name, relation, masked mobile and the day they were linked; each opens FamilyRelationChange. */
export function FamilyMemberList({
  label,
  members,
  emptyText,
  emptyDescription,
  relationLabel = (relation) => relation,
}: {
  label: string;
  /** How the relation reads from this side (a child's entry says what I am to them). */
  relationLabel?: (relation: string) => string;
  members: readonly FamilyLink[];
  emptyText: string;
  emptyDescription: string;
}) {
  return (
    <List
      label={label}
      items={members}
      getKey={(member) => member.userId}
      emptyText={emptyText}
      emptyDescription={emptyDescription}
      renderItem={(member) => (
        <ListItem
          title={member.userNm}
          description={`${member.maskedMobileNo} · ${T.linkedAt(shortDateOf(member.linkedAt))}`}
          trailing={<Badge tone="primary">{relationLabel(member.relationType)}</Badge>}
          to={familyChangePath(member.userId)}
        />
      )}
    />
  );
}
