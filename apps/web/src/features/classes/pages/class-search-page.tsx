import { classListQuery } from '@academy/domain/class/class.schema';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { maxLengthOf } from '../../../lib/forms/schema-limits';
import screenStyles from '../../../ui/screen/screen.module.css';
import { Select } from '../../../ui/select/select';
import { TextField } from '../../../ui/text-field/text-field';
import { useClasses } from '../api/get-classes';
import { CLASSES_TEXTS } from '../classes.texts';
import { ClassList } from '../components/class-list';
import { ClassesScreen, QueryFailed } from '../components/classes-screen';

const T = CLASSES_TEXTS.search;
type Status = 'open' | 'closed' | 'all';

function Search({ instId }: { instId: string }) {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const status = (
    ['open', 'closed', 'all'].includes(params.get('status') ?? '') ? params.get('status') : 'open'
  ) as Status;
  const [typed, setTyped] = useState(q);
  // The address follows what is typed (after a short pause), so back and refresh keep the search.
  useEffect(() => {
    const timer = setTimeout(() => {
      if (typed.trim() !== q) {
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            if (typed.trim()) next.set('q', typed.trim());
            else next.delete('q');
            return next;
          },
          { replace: true },
        );
      }
    }, 300);
    return () => clearTimeout(timer);
  }, [typed, q, setParams]);
  const classes = useClasses(instId, { status, q });
  return (
    <>
      <div className={screenStyles.inline}>
        <TextField
          label={T.label}
          type="search"
          placeholder={T.placeholder}
          value={typed}
          maxLength={maxLengthOf(classListQuery.shape.q)}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Select
          label={T.status}
          placeholder={false}
          value={status}
          options={(['open', 'closed', 'all'] as const).map((value) => ({ value, label: T.statuses[value] }))}
          onChange={(event) =>
            setParams((current) => {
              const next = new URLSearchParams(current);
              next.set('status', event.target.value);
              return next;
            })
          }
        />
      </div>
      {classes.isError ? (
        <QueryFailed error={classes.error} onRetry={() => void classes.refetch()} />
      ) : (
        <>
          {classes.data && (
            <p className={screenStyles.lead} role="status">
              {T.results(classes.data.items.length)}
            </p>
          )}
          <ClassList items={classes.data?.items ?? []} loading={classes.isPending} emptyText={T.empty} />
        </>
      )}
    </>
  );
}

/** ClassMainSearchList: classes by name, subject or teacher, open, closed or all. */
export function ClassSearchPage() {
  return (
    <ClassesScreen screen="ClassMainSearchList" fallbackTitle="반 검색">
      {({ instId }) => <Search instId={instId} />}
    </ClassesScreen>
  );
}
