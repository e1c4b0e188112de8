import { PERM } from '@academy/domain/access/access.permissions';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { CurrentInst } from '../../../lib/session/use-current-inst';
import { resetClass } from '../../../store/class-slice';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Button } from '../../../ui/button/button';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { Notice } from '../../../ui/notice/notice';
import screenStyles from '../../../ui/screen/screen.module.css';
import { CLASSES_TEXTS } from '../classes.texts';
import { ClassesScreen } from './classes-screen';
import { WizardSteps } from './wizard-steps';

const T = CLASSES_TEXTS.wizard;

/**
 * The frame of the wizard's steps: 반 만들기 (or 반 수정 while a class is loaded into the draft), the
 * step indicator, and for a new class the 020 check (the server checks again).
 */
export function WizardFrame({
  screen,
  fallbackTitle,
  step,
  children,
}: {
  screen: string;
  fallbackTitle: string;
  step?: 1 | 2 | 3;
  children: (inst: CurrentInst & { instId: string }) => ReactNode;
}) {
  const editing = useAppSelector((state) => state.class.editingClassId);
  const classNm = useAppSelector((state) => state.class.classNm);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return (
    <ClassesScreen screen={screen} fallbackTitle={fallbackTitle} title={editing ? T.editTitle : undefined}>
      {(inst) => {
        if (!editing && inst.role !== null && !inst.can(PERM.classes)) {
          return <EmptyState title={T.createForbidden} description={T.createForbiddenHint} />;
        }
        return (
          <>
            {step && <WizardSteps current={step} />}
            {editing && (
              <Notice as="div">
                <p className={screenStyles.lead}>{T.editing(classNm)}</p>
                <Button
                  variant="text"
                  size="sm"
                  onClick={() => {
                    dispatch(resetClass());
                    navigate(`/classDetail?classId=${encodeURIComponent(editing)}`);
                  }}
                >
                  {T.discardEdit}
                </Button>
              </Notice>
            )}
            {children(inst)}
          </>
        );
      }}
    </ClassesScreen>
  );
}
