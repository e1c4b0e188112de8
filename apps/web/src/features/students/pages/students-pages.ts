import type { AreaPages } from '../../../lib/routing/area-pages';
import { ClassMovingPage } from './class-moving-page';
import { ModifyConnectPage } from './modify-connect-page';
import { ModifyInstInfoPage, ModifyStudentInfoPage } from './modify-student-pages';
import { OnboardingStudentRegisterPage } from './onboarding-student-register-page';
import { StudentAddDonePage } from './student-add-done-page';
import { StudentBatchPage } from './student-batch-page';
import { StudentDetailPage } from './student-detail-page';
import { StudentBirthdayPage, StudentHistoryPage } from './student-history-birthday-pages';
import { StudentMemoPage } from './student-memo-page';
import { StudentRegisterCheckPage } from './student-register-check-page';
import { AddStudentPage, StudentAddTfPage, StudentRegisterPage } from './student-register-page';
import { StudentChangeStatusPage, StudentLeavePage } from './student-status-pages';
import { MemberListPage, StudentsListPage } from './students-list-pages';

/**
 * The students area's screens (원생과 구성원), by route id (see app/route-map.ts); this module is the area's
 * lazily loaded chunk.
 */
export const pages: AreaPages = {
  StudentRegister: StudentRegisterPage,
  StudentRegisterCheck: StudentRegisterCheckPage,
  OnboardingStudentRegister: OnboardingStudentRegisterPage,
  StudentDetail: StudentDetailPage,
  ModifyStudentInfo: ModifyStudentInfoPage,
  ModifyInstInfo: ModifyInstInfoPage,
  ModifyConnect: ModifyConnectPage,
  StudentChangeStatus: StudentChangeStatusPage,
  StudentLeave: StudentLeavePage,
  StudentMemo: StudentMemoPage,
  StudentBirthday: StudentBirthdayPage,
  StudentHistory: StudentHistoryPage,
  MemberList: MemberListPage,
  StudentBatch: StudentBatchPage,
  ClassMoving: ClassMovingPage,
  StudentsList: StudentsListPage,
  AddStudentPage,
  studentAddTF: StudentAddTfPage,
  studentAddDoneTF: StudentAddDonePage,
};
