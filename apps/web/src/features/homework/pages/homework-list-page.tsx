import { HOMEWORK_LIST_STATES, type HomeworkListState } from '@academy/domain/homework/homework.rules';
import type { HomeworkCard } from '@academy/domain/homework/homework.schema';
import { Link, useSearchParams } from 'react-router';
import type { ChosenAcademy } from '../../../lib/screen/academy-screen';
import { LinkedEmptyState } from '../../../lib/screen/screen-states';
import { ActionRow } from '../../../ui/action-row/action-row';
import { Badge } from '../../../ui/badge/badge';
import { Button, buttonClassName } from '../../../ui/button/button';
import { ToggleChip } from '../../../ui/chip/chip';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { Select } from '../../../ui/select/select';
import { useFormOptions } from '../api/get-form-options';
import { useHomeworkList } from '../api/get-homework-list';
import styles from '../components/homework.module.css';
import { HomeworkScreen, staffStates } from '../components/homework-screen';
import { HOMEWORK_TEXTS } from '../homework.texts';
import { formatDue } from '../lib/homework-time';

const T = HOMEWORK_TEXTS.list;
const { Loading, QueryFailed } = staffStates;

const isListState = (value: string | null): value is HomeworkListState =>
  (HOMEWORK_LIST_STATES as readonly string[]).includes(value ?? '');

/** One assignment: its class, title and due time, and how its assignees stand; opens the check screen. */
function AssignmentRow({ item }: { item: HomeworkCard }) {
  const { counts } = item;
  return (
    <li>
      <Link
        to={`/v3/homework/manage/${encodeURIComponent(item.homeworkId)}`}
        className={`${styles.card} ${styles.cardLink}`}
      >
        <span className={styles.cardHead}>
          <span className={styles.cardTitle}>{item.title}</span>
          {counts.toCheck > 0 && (
            <Badge tone="secondary" solid>
              {T.toCheck(counts.toCheck)}
            </Badge>
          )}
        </span>
        <span className={styles.meta}>
          {item.classNm} · {HOMEWORK_TEXTS.common.due(formatDue(item.dueAt))}
          {item.fileCnt > 0 && ` · ${T.files(item.fileCnt)}`}
        </span>
        <span className={styles.counts}>
          <Badge tone="primary">{T.submitted(counts.submitted, counts.assigned)}</Badge>
          {counts.late > 0 && <Badge tone="warning">{T.late(counts.late)}</Badge>}
          {counts.missing > 0 && <Badge tone="warning">{T.missing(counts.missing)}</Badge>}
        </span>
      </Link>
    </li>
  );
}

function StaffList({ inst }: { inst: ChosenAcademy }) {
  const [params, setParams] = useSearchParams();
  const options = useFormOptions(inst.instId, undefined);
  const classes = options.data?.classes ?? [];
  const classId = classes.some((item) => item.classId === params.get('classId'))
    ? (params.get('classId') as string)
    : undefined;
  const stateParam = params.get('state');
  const state: HomeworkListState = isListState(stateParam) ? stateParam : 'all';
  const list = useHomeworkList(inst.instId, { classId, state });
  const choose = (next: { classId?: string; state?: HomeworkListState }) => {
    const merged = { classId, state, ...next };
    const search: Record<string, string> = {};
    if (merged.classId) search.classId = merged.classId;
    if (merged.state !== 'all') search.state = merged.state;
    setParams(search, { replace: true });
  };
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <>
      <ActionRow>
        <Link
          to={classId ? `/v3/homework/form?classId=${encodeURIComponent(classId)}` : '/v3/homework/form'}
          className={buttonClassName({ size: 'lg' })}
        >
          {T.give}
        </Link>
      </ActionRow>
      <div className={styles.pickers}>
        <Select
          label={T.chooseClass}
          value={classId ?? ''}
          placeholder={T.allClasses}
          options={classes.map((item) => ({ value: item.classId, label: item.classNm }))}
          onChange={(event) => choose({ classId: event.target.value || undefined })}
        />
      </div>
      <ul className={styles.filters} aria-label={T.filterLabel}>
        {HOMEWORK_LIST_STATES.map((value) => (
          <li key={value}>
            <ToggleChip pressed={state === value} onClick={() => choose({ state: value })}>
              {T.states[value]}
            </ToggleChip>
          </li>
        ))}
      </ul>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <QueryFailed error={list.error} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          title={classId || state !== 'all' ? T.emptyFiltered : T.empty}
          description={classId || state !== 'all' ? undefined : T.emptyHint}
        />
      ) : (
        <>
          <ul className={styles.cards} aria-label={T.listLabel}>
            {items.map((item) => (
              <AssignmentRow key={item.homeworkId} item={item} />
            ))}
          </ul>
          {list.hasNextPage && (
            <Button
              variant="outline"
              className={styles.more}
              loading={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {HOMEWORK_TEXTS.common.more}
            </Button>
          )}
        </>
      )}
    </>
  );
}

/** /v3/homework/list: the staff's assignments by class, with each one's counts, and 숙제 내기. */
export const HomeworkListPage = () => (
  <HomeworkScreen screen="homeworkList" fallbackTitle="숙제 목록">
    {(inst) =>
      inst.isStaff ? (
        <StaffList inst={inst} />
      ) : (
        <LinkedEmptyState
          title={HOMEWORK_TEXTS.my.dueTitle}
          description={T.familyHint}
          to="/v3/homework/my"
          link={HOMEWORK_TEXTS.common.toMyList}
        />
      )
    }
  </HomeworkScreen>
);
