import { businessMonthOf, shiftIsoMonth } from '@academy/domain/format/format.business-date';
import { formatShortDate } from '@academy/domain/format/format.date';
import { formatScore } from '@academy/domain/grades/grades.rules';
import { Link, useSearchParams } from 'react-router';
import { showToast } from '../../../lib/toast';
import { Badge } from '../../../ui/badge/badge';
import { Button, buttonClassName } from '../../../ui/button/button';
import { Checkbox } from '../../../ui/checkbox/checkbox';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { List, ListItem } from '../../../ui/list/list';
import { Section } from '../../../ui/section/section';
import { Select } from '../../../ui/select/select';
import { Stepper, StepperValue } from '../../../ui/stepper/stepper';
import { useGradeFormOptions } from '../api/get-grade-form-options';
import { useGrades } from '../api/get-grades';
import { useGradeSettings, useSaveGradeSettings } from '../api/grade-settings';
import styles from '../components/grades.module.css';
import { GradesScreen, Loading, QueryFailed } from '../components/grades-screen';
import { GRADES_TEXTS } from '../grades.texts';

const T = GRADES_TEXTS.management;
const C = GRADES_TEXTS.common;

/** The director's 등수 공개 switch: one setting of the academy, read by every grades view. */
function RankSetting({ instId }: { instId: string }) {
  const settings = useGradeSettings(instId);
  const save = useSaveGradeSettings(instId);
  if (!settings.data) return null;
  return (
    <Checkbox
      label={T.rankSetting}
      hint={T.rankSettingHint}
      checked={settings.data.showRank}
      disabled={save.isPending}
      onCheckedChange={async (checked) => {
        const saved = await save.mutateAsync({ showRank: checked === true });
        showToast(T.rankSaved(saved.showRank));
      }}
    />
  );
}

function GradeList({ instId, classId, month }: { instId: string; classId: string | null; month: string }) {
  const grades = useGrades(instId, { classId, month });
  if (grades.isPending) return <Loading />;
  if (grades.isError) return <QueryFailed error={grades.error} onRetry={() => void grades.refetch()} />;
  const items = grades.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <EmptyState
        title={T.empty}
        description={T.emptyHint}
        action={
          <Link to="/v3/CreateGradePage" className={buttonClassName({ variant: 'primary' })}>
            {T.create}
          </Link>
        }
      />
    );
  }
  return (
    <>
      <List
        label={T.listLabel}
        items={items}
        getKey={(item) => item.gradeId}
        renderItem={(item) => (
          <ListItem
            to={`/v3/GradeDetailPage/${encodeURIComponent(item.gradeId)}`}
            title={item.name}
            description={[
              T.row(item.classNm, item.subject, formatShortDate(item.testDate)),
              T.entered(item.scoredCount, item.studentCount),
              item.average === null ? null : T.average(formatScore(item.average)),
            ]
              .filter(Boolean)
              .join(' · ')}
            trailing={
              <Badge tone={item.publishedAt ? 'primary' : 'neutral'}>{item.publishedAt ? C.published : C.draft}</Badge>
            }
          />
        )}
      />
      {grades.hasNextPage && (
        <Button variant="outline" loading={grades.isFetchingNextPage} onClick={() => void grades.fetchNextPage()}>
          {C.more}
        </Button>
      )}
    </>
  );
}

/**
 * GradeManagement (staff): the tests of a month, by class (a teacher sees the classes they teach),
 * each opening GradeDetailPage; 성적 등록 starts a new test. The director switches 등수 공개 here.
 */
export function GradeManagementPage() {
  const [params, setParams] = useSearchParams();
  const month = params.get('month') ?? businessMonthOf(new Date());
  const classId = params.get('classId');
  const update = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };
  return (
    <GradesScreen
      screen="GradeManagement"
      fallbackTitle="성적 관리"
      actions={
        <Link to="/v3/CreateGradePage" className={buttonClassName({ variant: 'primary', size: 'sm' })}>
          {T.create}
        </Link>
      }
    >
      {(inst) => (
        <Body
          instId={inst.instId}
          isDirector={inst.isDirector}
          classId={classId}
          month={month}
          onClass={(value) => update({ classId: value || null })}
          onMonth={(value) => update({ month: value })}
        />
      )}
    </GradesScreen>
  );
}

function Body({
  instId,
  isDirector,
  classId,
  month,
  onClass,
  onMonth,
}: {
  instId: string;
  isDirector: boolean;
  classId: string | null;
  month: string;
  onClass: (classId: string) => void;
  onMonth: (month: string) => void;
}) {
  const options = useGradeFormOptions(instId);
  return (
    <div className={styles.stack}>
      <div className={styles.toolbar}>
        <Select
          label={T.classLabel}
          placeholder={false}
          value={classId ?? ''}
          options={[
            { value: '', label: T.allClasses },
            ...(options.data?.classes ?? []).map((item) => ({ value: item.classId, label: item.classNm })),
          ]}
          onChange={(event) => onClass(event.target.value)}
        />
        <Stepper
          label={T.monthLabel}
          previousLabel={T.previousMonth}
          nextLabel={T.nextMonth}
          onStep={(delta) => onMonth(shiftIsoMonth(month, delta))}
        >
          <StepperValue>{month.replace('-', '.')}</StepperValue>
        </Stepper>
      </div>
      <Section>
        <GradeList instId={instId} classId={classId} month={month} />
      </Section>
      {isDirector && (
        <Section>
          <RankSetting instId={instId} />
        </Section>
      )}
    </div>
  );
}
