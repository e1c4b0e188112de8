import { formatShortDate } from '@academy/domain/format/format.date';
import { displayPhoneNo } from '@academy/domain/phone/phone.rules';
import type { StudentDetailResponse } from '@academy/domain/students/students.schema';
import { Badge } from '../../../ui/badge/badge';
import { List, ListItem } from '../../../ui/list/list';
import { Section, sectionClassName } from '../../../ui/section/section';
import { TextLink } from '../../../ui/text-link/text-link';
import { studentScreen } from '../components/student-link';
import { StudentSummary } from '../components/student-summary';
import styles from '../components/students.module.css';
import { StudentsGate } from '../components/students-gate';
import { StudentsScreen } from '../components/students-screen';
import { WithStudent } from '../components/with-student';
import type { StudentsAccess } from '../lib/use-students-access';
import { STUDENTS_TEXTS } from '../students.texts';

const T = STUDENTS_TEXTS.detail;

/** 수강 중인 반: running and upcoming enrolments; a link to move the student out of each class. */
function Classes({ student, canMove }: { student: StudentDetailResponse; canMove: boolean }) {
  const moveFrom = (classId: string) =>
    `/v3/ClassMoving?${new URLSearchParams({ fromClassId: classId, studentId: student.studentId })}`;
  return (
    <Section title={T.classes}>
      <List
        items={student.classes}
        getKey={(enrolment) => enrolment.enrolmentId}
        label={T.classes}
        emptyText={T.noClasses}
        renderItem={(enrolment) => (
          <ListItem
            title={enrolment.classNm}
            description={
              enrolment.active
                ? T.classSince(formatShortDate(enrolment.startDate))
                : T.classUpcoming(formatShortDate(enrolment.startDate))
            }
            trailing={
              canMove && enrolment.active ? (
                <TextLink to={moveFrom(enrolment.classId)} aria-label={T.moveClassOf(enrolment.classNm)}>
                  {T.moveClass}
                </TextLink>
              ) : undefined
            }
          />
        )}
      />
    </Section>
  );
}

function Detail({ student, access }: { student: StudentDetailResponse; access: StudentsAccess }) {
  const to = (screen: string) => studentScreen(screen, student.studentId);
  const manage = student.canManage
    ? [
        { screen: 'ModifyStudentInfo', title: T.actions.edit },
        { screen: 'ModifyInstInfo', title: T.actions.inst },
        { screen: 'ModifyConnect', title: T.actions.connect },
        { screen: 'StudentChangeStatus', title: T.actions.status },
        ...(student.status === 'left' || student.scheduledStatuses.at(-1)?.status === 'left'
          ? []
          : [{ screen: 'StudentLeave', title: T.actions.leave }]),
      ]
    : [];
  const view = [
    { screen: 'StudentMemo', title: T.actions.memo, description: T.memoCount(student.memoCount) },
    { screen: 'StudentHistory', title: T.actions.history },
  ];
  return (
    <>
      <StudentSummary student={student} />
      <Section title={T.guardians}>
        <List
          items={student.guardians}
          getKey={(guardian) => guardian.guardianId}
          label={T.guardians}
          emptyText={T.noGuardians}
          renderItem={(guardian) => (
            <ListItem
              title={`${guardian.guardianNm} (${guardian.relationType})`}
              description={displayPhoneNo(guardian.mobileNo)}
              trailing={
                guardian.connected ? (
                  <Badge tone="primary">{STUDENTS_TEXTS.common.connected}</Badge>
                ) : (
                  <Badge>{STUDENTS_TEXTS.common.notConnected}</Badge>
                )
              }
            />
          )}
        />
      </Section>
      <Classes student={student} canMove={access.canMoveClasses && student.status !== 'left'} />
      {student.memo && (
        <Section title={STUDENTS_TEXTS.fields.memo}>
          <p className={styles.intro}>{student.memo}</p>
        </Section>
      )}
      <nav aria-label={STUDENTS_TEXTS.common.studentMenu} className={sectionClassName()}>
        <List
          items={[...manage, ...view]}
          getKey={(item) => item.screen}
          renderItem={(item) => (
            <ListItem
              to={to(item.screen)}
              title={item.title}
              description={'description' in item ? item.description : undefined}
            />
          )}
        />
      </nav>
    </>
  );
}

/** StudentDetail (?studentId=): the student, guardians and connections, and what staff can do next. */
export function StudentDetailPage() {
  return (
    <StudentsScreen screen="StudentDetail" fallbackTitle="원생 상세" narrow>
      <StudentsGate need="view">
        {(access) => (
          <WithStudent access={access}>{(student) => <Detail student={student} access={access} />}</WithStudent>
        )}
      </StudentsGate>
    </StudentsScreen>
  );
}
