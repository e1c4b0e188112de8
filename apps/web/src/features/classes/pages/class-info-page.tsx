import type { ClassDetailResponse } from '@academy/domain/class/class.schema';
import { useSearchParams } from 'react-router';
import { Badge } from '../../../ui/badge/badge';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { Facts } from '../../../ui/facts/facts';
import rows from '../../../ui/rows/rows.module.css';
import screenStyles from '../../../ui/screen/screen.module.css';
import { Section } from '../../../ui/section/section';
import { Tabs } from '../../../ui/tabs/tabs';
import { useClass } from '../api/get-class';
import { CLASSES_TEXTS } from '../classes.texts';
import { ClassFacts } from '../components/class-facts';
import styles from '../components/classes.module.css';
import { ClassesScreen, Loading, NotFoundState, QueryFailed } from '../components/classes-screen';

const T = CLASSES_TEXTS.info;

function InfoTabs({ cls }: { cls: ClassDetailResponse }) {
  const teachers = [
    ...cls.teachers.map((teacher) => ({ key: teacher.userId, name: teacher.userNm, state: null })),
    ...cls.pendingTeachers.map((teacher) => ({
      key: teacher.inviteId,
      name: teacher.teacherNm,
      state: CLASSES_TEXTS.detail.pendingStates[teacher.state],
    })),
  ];
  const items = [
    {
      value: 'info',
      label: T.tabs.info,
      content: (
        <div className={screenStyles.form}>
          {cls.imageUrls.length > 0 && (
            <ul className={styles.gallery} aria-label={CLASSES_TEXTS.wizard.images}>
              {cls.imageUrls.map((url, index) => (
                <li key={url}>
                  <img src={url} alt={T.image(index)} />
                </li>
              ))}
            </ul>
          )}
          {cls.classIntroContent ? (
            <p className={screenStyles.pre}>{cls.classIntroContent}</p>
          ) : (
            <EmptyState title={T.introEmpty} icon={null} />
          )}
          <ClassFacts cls={cls} />
        </div>
      ),
    },
    {
      value: 'teachers',
      label: T.tabs.teachers,
      content:
        teachers.length === 0 ? (
          <EmptyState title={T.hidden} icon={null} />
        ) : (
          <ul className={rows.list} aria-label={T.tabs.teachers}>
            {teachers.map((teacher) => (
              <li key={teacher.key} className={rows.row}>
                <span className={rows.title}>{teacher.name}</span>
                {teacher.state && <Badge tone="yellow">{teacher.state}</Badge>}
              </li>
            ))}
          </ul>
        ),
    },
    {
      value: 'tuition',
      label: T.tabs.tuition,
      content: cls.tuition ? (
        <Facts>
          <dt>{CLASSES_TEXTS.selectTuition.name}</dt>
          <dd>{cls.tuition.tuitionNm}</dd>
          <dt>{CLASSES_TEXTS.selectTuition.amount}</dt>
          <dd>
            {CLASSES_TEXTS.selectTuition.describe(
              cls.tuition.billingUnit,
              cls.tuition.amount,
              cls.tuition.roundInfo?.round ?? null,
            )}
          </dd>
          {cls.payDtTpCd && (
            <>
              <dt>{CLASSES_TEXTS.detail.billing}</dt>
              <dd>{CLASSES_TEXTS.codes.payDtTp[cls.payDtTpCd as '010' | '020' | '030']}</dd>
            </>
          )}
        </Facts>
      ) : (
        <EmptyState title={T.hidden} icon={null} />
      ),
    },
    {
      value: 'tags',
      label: T.tabs.tags,
      content:
        cls.tags.length === 0 ? (
          <EmptyState title={T.tagsEmpty} icon={null} />
        ) : (
          <ul className={screenStyles.badges} aria-label={T.tabs.tags}>
            {cls.tags.map((tag) => (
              <li key={tag}>
                <Badge>#{tag}</Badge>
              </li>
            ))}
          </ul>
        ),
    },
    {
      value: 'files',
      label: T.tabs.files,
      content:
        cls.uploadImages.length === 0 ? (
          <EmptyState title={T.filesEmpty} icon={null} />
        ) : (
          <ul className={rows.list} aria-label={T.tabs.files}>
            {cls.imageUrls.map((url, index) => (
              <li key={url} className={rows.row}>
                <a href={url} target="_blank" rel="noopener noreferrer">
                  {T.file(index)}
                </a>
              </li>
            ))}
          </ul>
        ),
    },
    {
      value: 'feed',
      label: T.tabs.feed,
      content: <EmptyState title={T.feedEmpty} description={T.feedHint} />,
    },
  ];
  return <Tabs label={T.tabsLabel} items={items} fitted={false} />;
}

function Info({ instId, classId }: { instId: string; classId: string }) {
  const detail = useClass(instId, classId);
  if (detail.isPending) return <Loading />;
  if (detail.isError) return <QueryFailed error={detail.error} onRetry={() => void detail.refetch()} />;
  return (
    <Section title={detail.data.classNm}>
      <InfoTabs cls={detail.data} />
    </Section>
  );
}

/** /classInfo?classId=: information, teachers, tuition, tags, files and a feed preview (SPEC classInfo). */
export function ClassInfoPage() {
  const [params] = useSearchParams();
  const classId = params.get('classId') ?? '';
  return (
    <ClassesScreen screen="classInfo" fallbackTitle="반 정보">
      {({ instId }) => (classId ? <Info instId={instId} classId={classId} /> : <NotFoundState />)}
    </ClassesScreen>
  );
}
