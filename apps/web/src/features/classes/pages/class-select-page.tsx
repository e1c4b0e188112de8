import { useNavigate, useSearchParams } from 'react-router';
import { showToast } from '../../../lib/toast';
import { patchCommon } from '../../../store/common-slice';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Button } from '../../../ui/button/button';
import { List } from '../../../ui/list/list';
import rows from '../../../ui/rows/rows.module.css';
import screenStyles from '../../../ui/screen/screen.module.css';
import { useClasses } from '../api/get-classes';
import { CLASSES_TEXTS } from '../classes.texts';
import { ClassesScreen, QueryFailed } from '../components/classes-screen';
import { lecDayText } from '../lib/class-format';

const T = CLASSES_TEXTS.select;

/** Only addresses inside the app (no other origin) are followed after the choice. */
export function safeNext(next: string | null): string {
  return next?.startsWith('/') && !next.startsWith('//') ? next : '/v3/class/MainPage';
}

function Select({ instId }: { instId: string }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const current = useAppSelector((state) => state.common.classId);
  const classes = useClasses(instId, { status: 'open' });
  if (classes.isError) return <QueryFailed error={classes.error} onRetry={() => void classes.refetch()} />;
  return (
    <>
      <p className={screenStyles.lead}>{T.intro}</p>
      <List
        items={classes.data?.items ?? []}
        loading={classes.isPending}
        label={T.listLabel}
        getKey={(item) => item.classId}
        emptyText={CLASSES_TEXTS.main.empty}
        renderItem={(item) => (
          <div className={rows.row}>
            <span className={rows.text}>
              <span className={rows.title}>{item.classNm}</span>
              <span className={rows.description}>
                {[item.compulsorySubject, lecDayText(item.lecDay), item.teacherNms.join(', ')]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </span>
            <Button
              size="sm"
              variant={current === item.classId ? 'primary' : 'outline'}
              aria-pressed={current === item.classId}
              aria-label={`${item.classNm} ${T.choose}`}
              onClick={() => {
                // The SPEC §3 common group keeps the chosen class for the screens that follow.
                dispatch(patchCommon({ classId: item.classId, classNm: item.classNm }));
                showToast(T.chosen(item.classNm));
                navigate(safeNext(params.get('next')));
              }}
            >
              {T.choose}
            </Button>
          </div>
        )}
      />
    </>
  );
}

/** ClassSelectPage: pick a class (stored as common.classId) for the screen that asked (`?next=`). */
export function ClassSelectPage() {
  return (
    <ClassesScreen screen="ClassSelectPage" fallbackTitle="반 선택">
      {({ instId }) => <Select instId={instId} />}
    </ClassesScreen>
  );
}
