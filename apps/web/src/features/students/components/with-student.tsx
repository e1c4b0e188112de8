import type { StudentDetailResponse } from '@academy/domain/students/students.schema';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { TextLink } from '../../../ui/text-link/text-link';
import { useStudent } from '../api/get-student';
import { STUDENT_ID_PARAM, type StudentsAccess } from '../lib/use-students-access';
import { STUDENTS_TEXTS } from '../students.texts';
import { LoadFailed, Loading } from './students-gate';

const T = STUDENTS_TEXTS.common;

/** The `?studentId=` of the address. */
export function useStudentIdParam(): string {
  const [params] = useSearchParams();
  return params.get(STUDENT_ID_PARAM) ?? '';
}

function NotFound() {
  return (
    <EmptyState
      title={T.notFound}
      description={T.notFoundHint}
      action={
        <TextLink to="/v3/StudentsList" variant="strong">
          {T.backToList}
        </TextLink>
      }
    />
  );
}

/** Loads the student of `?studentId=` and shows `children` with it (not found / failed states otherwise). */
export function WithStudent({
  access,
  children,
}: {
  access: StudentsAccess;
  children: (student: StudentDetailResponse) => ReactNode;
}) {
  const studentId = useStudentIdParam();
  const student = useStudent(access.instId, studentId);
  if (studentId === '') return <NotFound />;
  if (student.isPending) return <Loading />;
  if (student.isError) {
    return isApiError(student.error) && student.error.status === 404 ? (
      <NotFound />
    ) : (
      <LoadFailed onRetry={() => void student.refetch()} />
    );
  }
  return <>{children(student.data)}</>;
}
