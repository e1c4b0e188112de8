import { CLASS_INTRO_MAX, PAY_DT_TP_CODES, SHOW_YN_FLAGS } from '@academy/domain/class/class.constants';
import { setShowYnFlag, showYnFlagsOf } from '@academy/domain/class/class.rules';
import {
  type ClassPresentationForm,
  type ClassPresentationFormInput,
  classPresentationForm,
  createClassBody,
  updateClassBody,
} from '@academy/domain/class/class.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { RadioInput } from '../../../lib/forms/radio-input';
import { showServerError } from '../../../lib/forms/server-errors';
import { okModal } from '../../../lib/modal';
import { showToast } from '../../../lib/toast';
import { type ClassState, patchClass, resetClass } from '../../../store/class-slice';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { ActionRow } from '../../../ui/action-row/action-row';
import { Button } from '../../../ui/button/button';
import { Checkbox } from '../../../ui/checkbox/checkbox';
import screenStyles from '../../../ui/screen/screen.module.css';
import { Select } from '../../../ui/select/select';
import { TextArea } from '../../../ui/text-area/text-area';
import { TextField } from '../../../ui/text-field/text-field';
import { useCreateClass } from '../api/create-class';
import { useUpdateClass } from '../api/update-class';
import { CLASSES_TEXTS } from '../classes.texts';
import { ImagePicker } from '../components/image-picker';
import { WizardFrame } from '../components/wizard-frame';
import { parseTags, toCreateBody, toUpdateBody } from '../lib/class-draft';

const T = CLASSES_TEXTS.wizard;
const DAY_OPTIONS = Array.from({ length: 31 }, (_, index) => ({
  value: String(index + 1),
  label: T.appointedDtOption(index + 1),
}));
const STEP1_FIELDS = new Set(['classNm', 'compulsorySubject', 'classTpCd', 'fixed', 'lecDay']);

/** Which step holds the first field the whole body still misses, if any. */
function stepOfProblem(draft: ClassState): string | null {
  const parsed = draft.editingClassId
    ? updateClassBody.safeParse(toUpdateBody(draft))
    : createClassBody.safeParse(toCreateBody(draft));
  if (parsed.success) return null;
  const first = String(parsed.error.issues[0]?.path[0] ?? '');
  if (STEP1_FIELDS.has(first)) return '/classCreate';
  if (
    ['payDtTpCd', 'appointedDt', 'showYn', 'classIntroContent', 'tags', 'imageFileNm', 'uploadImages'].includes(first)
  ) {
    return null;
  }
  return '/classCreate2';
}

/** Step 3: the billing rule, images, what parents and students see, the introduction; then one request. */
export function PresentationStep({ instId }: { instId: string }) {
  const draft = useAppSelector((state) => state.class);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const create = useCreateClass(instId);
  const update = useUpdateClass(instId);
  const [tagsText, setTagsText] = useState(draft.tags.join(', '));
  const form = useForm<ClassPresentationFormInput, unknown, ClassPresentationForm>({
    resolver: zodResolver(classPresentationForm),
    defaultValues: {
      payDtTpCd: draft.payDtTpCd as ClassPresentationFormInput['payDtTpCd'],
      appointedDt: draft.appointedDt,
      showYn: draft.showYn,
      classIntroContent: draft.classIntroContent,
      tags: draft.tags,
    },
  });
  const { errors } = form.formState;
  const payDtTpCd = form.watch('payDtTpCd');
  const perRound = draft.newTuition?.billingUnit === 'ROUND' || draft.roundInfo.round !== null;
  const pending = create.isPending || update.isPending;

  useEffect(() => {
    const subscription = form.watch((values) => {
      dispatch(
        patchClass({
          payDtTpCd: values.payDtTpCd ?? draft.payDtTpCd,
          appointedDt: values.appointedDt ?? draft.appointedDt,
          showYn: values.showYn ?? draft.showYn,
          classIntroContent: values.classIntroContent ?? '',
        }),
      );
    });
    return () => subscription.unsubscribe();
  }, [form, dispatch, draft.payDtTpCd, draft.appointedDt, draft.showYn]);

  const onSubmit = form.handleSubmit(async (values) => {
    const next: ClassState = { ...draft, ...values };
    dispatch(patchClass(values));
    const problem = stepOfProblem(next);
    if (problem) {
      await okModal({ contents: T.missingSteps });
      navigate(problem);
      return;
    }
    try {
      if (next.editingClassId) {
        const classId = next.editingClassId;
        await update.mutateAsync({ classId, body: toUpdateBody(next) });
        dispatch(resetClass());
        showToast(T.saved);
        navigate(`/classDetail?classId=${encodeURIComponent(classId)}`);
      } else {
        const created = await create.mutateAsync(toCreateBody(next));
        dispatch(resetClass());
        showToast(T.created);
        navigate(`/classCreateDoneTF?classId=${encodeURIComponent(created.class.classId)}`, {
          state: { teacherInvite: created.teacherInvite },
        });
      }
    } catch (error) {
      showServerError(error, form.setError, ['payDtTpCd', 'appointedDt', 'classIntroContent', 'tags']);
    }
  });

  const payOptions = PAY_DT_TP_CODES.map((code) => ({
    value: code,
    label: CLASSES_TEXTS.codes.payDtTp[code],
    description: T.payDtTpHints[code],
    disabled: code === '030' && !perRound,
  }));

  return (
    <form className={screenStyles.form} onSubmit={onSubmit} noValidate aria-busy={pending}>
      <RadioInput control={form.control} name="payDtTpCd" label={T.payDtTp} options={payOptions} />
      {payDtTpCd === '010' && (
        <Select label={T.appointedDt} options={DAY_OPTIONS} placeholder={false} {...form.register('appointedDt')} />
      )}
      <ImagePicker
        instId={instId}
        stockImage={draft.stockImage}
        uploads={draft.uploadImages}
        onStockImage={(stockImage) => dispatch(patchClass({ stockImage }))}
        onUploads={(uploadImages) => dispatch(patchClass({ uploadImages }))}
      />
      <Controller
        control={form.control}
        name="showYn"
        render={({ field }) => {
          const flags = showYnFlagsOf(field.value);
          return (
            <fieldset className={screenStyles.fieldset}>
              <legend className={screenStyles.legend}>{T.showYn}</legend>
              {SHOW_YN_FLAGS.map((flag, index) => (
                <Checkbox
                  key={flag}
                  label={CLASSES_TEXTS.codes.showYn[flag]}
                  checked={flags[flag]}
                  onCheckedChange={(checked) => field.onChange(setShowYnFlag(field.value, index, checked === true))}
                />
              ))}
            </fieldset>
          );
        }}
      />
      <TextArea
        label={T.intro}
        placeholder={T.introPlaceholder}
        maxLength={CLASS_INTRO_MAX}
        rows={5}
        error={errors.classIntroContent?.message}
        {...form.register('classIntroContent')}
      />
      <TextField
        label={T.tags}
        hint={T.tagsHint}
        autoComplete="off"
        value={tagsText}
        onChange={(event) => {
          setTagsText(event.target.value);
          const tags = parseTags(event.target.value);
          form.setValue('tags', tags);
          dispatch(patchClass({ tags }));
        }}
        error={errors.tags?.message ?? errors.tags?.[0]?.message}
      />
      {pending && <p role="status">{draft.editingClassId ? T.saving : T.creating}</p>}
      <ActionRow>
        <Button variant="outline" size="lg" onClick={() => navigate('/classCreate2')} disabled={pending}>
          {CLASSES_TEXTS.common.prev}
        </Button>
        <Button type="submit" size="lg" loading={pending}>
          {draft.editingClassId ? CLASSES_TEXTS.common.save : T.create}
        </Button>
      </ActionRow>
    </form>
  );
}

/** /classCreateTF: the wizard's last step. */
export function ClassCreateTfPage() {
  return (
    <WizardFrame screen="classCreateTF" fallbackTitle="반 개설" step={3}>
      {({ instId }) => <PresentationStep instId={instId} />}
    </WizardFrame>
  );
}
