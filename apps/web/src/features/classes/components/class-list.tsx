import type { ClassListItem } from '@academy/domain/class/class.schema';
import { List } from '../../../ui/list/list';
import { CLASSES_TEXTS } from '../classes.texts';
import { ClassCard } from './class-card';

/** Classes as a list of cards (loading and empty states included). */
export function ClassList({
  items,
  loading,
  emptyText = CLASSES_TEXTS.main.empty,
  emptyDescription,
  linkTo,
}: {
  items: readonly ClassListItem[];
  loading: boolean;
  emptyText?: string;
  emptyDescription?: string;
  linkTo?: (item: ClassListItem) => string;
}) {
  return (
    <List
      items={items}
      loading={loading}
      label={CLASSES_TEXTS.main.listLabel}
      getKey={(item) => item.classId}
      emptyText={emptyText}
      emptyDescription={emptyDescription}
      renderItem={(item) => <ClassCard item={item} to={linkTo?.(item)} />}
    />
  );
}
