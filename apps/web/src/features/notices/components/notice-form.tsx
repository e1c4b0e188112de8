import { formatDateTime } from '@academy/domain/format/format.date';
import {
  NOTICE_CONTENT_MAX,
  NOTICE_FILE_MAX_MB,
  NOTICE_FILES_MAX,
  NOTICE_IMAGES_MAX,
  NOTICE_TITLE_MAX,
} from '@academy/domain/notice/notice.constants';
import type {
  NoticeAudienceChoicesResponse,
  NoticeCostBody,
  SavedNoticeResponse,
} from '@academy/domain/notice/notice.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { showServerError } from '../../../lib/forms/server-errors';
import { confirmModal } from '../../../lib/modal';
import { showToast } from '../../../lib/toast';
import { ActionRow } from '../../../ui/action-row/action-row';
import { Button } from '../../../ui/button/button';
import { Checkbox } from '../../../ui/checkbox/checkbox';
import { Notice } from '../../../ui/notice/notice';
import { Section } from '../../../ui/section/section';
import { TextArea } from '../../../ui/text-area/text-area';
import { TextField } from '../../../ui/text-field/text-field';
import { useEditNotice } from '../api/edit-notice';
import { getNoticeCostQueryOptions, useNoticeCost } from '../api/get-notice-cost';
import { useWriteNotice } from '../api/write-notice';
import {
  audienceOf,
  type NoticeFormValues,
  noticeFormResolver,
  seoulInstantOf,
  updateBodyOf,
  writeBodyOf,
} from '../lib/notice-form';
import { NOTICES_TEXTS } from '../notices.texts';
import { AttachmentsField } from './attachments-field';
import { AudiencePicker } from './audience-picker';
import styles from './notices.module.css';

const T = NOTICES_TEXTS.form;

export type NoticeFormMode = { kind: 'write' } | { kind: 'edit'; noticeId: string; sent: boolean };

/** The cost request of what the form names so far; null while no one is chosen yet. */
function costBodyOf(values: NoticeFormValues): NoticeCostBody | null {
  const audience = audienceOf(values);
  if (audience.kind === 'classes' && audience.classIds.length === 0) return null;
  if (audience.kind === 'people' && audience.studentIds.length + audience.staffUserIds.length === 0) return null;
  return { audience, alimTalk: values.alimTalk && !values.advertising, advertising: values.advertising };
}

/** 예상 메시지 비용: whom it reaches and what it costs now, before it is sent. */
function CostPreview({ instId, body }: { instId: string; body: NoticeCostBody | null }) {
  const cost = useNoticeCost(instId, body);
  if (!body) return null;
  return (
    <div className={styles.cost} role="status" aria-live="polite">
      <p className={styles.costTitle}>{T.cost}</p>
      {cost.data ? (
        <>
          <span>{T.costLine(cost.data.studentMaxCnt, cost.data.staffCnt)}</span>
          <span>
            {cost.data.cost.totalWon === 0 && cost.data.cost.alimTalk + cost.data.cost.sms + cost.data.cost.lms === 0
              ? T.costFree(cost.data.cost.recipients)
              : T.costDetail(cost.data.cost)}
          </span>
        </>
      ) : (
        <span className={styles.meta}>{T.costLoading}</span>
      )}
    </div>
  );
}

/**
 * The write and edit screens' form: title, content, 받는 사람, pin, 확인 요청, 알림톡 (with the cost
 * shown before sending), 광고성, 예약 발송, pictures and files with progress. Validated by the
 * domain's schema; a send asks first, naming the recipients and the cost. Once a notice has been
 * sent, its audience and sending are shown but fixed.
 */
export function NoticeForm({
  instId,
  initial,
  mode,
  choices,
  onDone,
}: {
  instId: string;
  initial: NoticeFormValues;
  mode: NoticeFormMode;
  choices: NoticeAudienceChoicesResponse;
  onDone: (saved: SavedNoticeResponse) => void;
}) {
  const sent = mode.kind === 'edit' && mode.sent;
  const resolver = useMemo(() => noticeFormResolver(() => new Date(), { sent }), [sent]);
  const form = useForm<NoticeFormValues>({ defaultValues: initial, resolver });
  const errors = form.formState.errors;
  const values = useWatch({ control: form.control }) as NoticeFormValues;
  const [uploading, setUploading] = useState(0);
  const queryClient = useQueryClient();
  const write = useWriteNotice(instId);
  const edit = useEditNotice(instId, mode.kind === 'edit' ? mode.noticeId : '');
  const costBody = sent ? null : costBodyOf(values);

  const onSubmit = form.handleSubmit(async (submitted) => {
    if (uploading > 0) {
      showToast(T.wait);
      return;
    }
    if (!sent) {
      const body = costBodyOf(submitted);
      const preview = body
        ? await queryClient.fetchQuery(getNoticeCostQueryOptions(instId, body)).catch(() => null)
        : null;
      const won = preview?.cost.totalWon ?? 0;
      const contents = submitted.scheduled
        ? T.reserveConfirm(formatDateTime(new Date(seoulInstantOf(submitted.sendAtLocal))), won)
        : T.sendConfirm(preview?.cost.recipients ?? 0, won);
      const answer = await confirmModal({
        title: T.sendConfirmTitle,
        contents,
        yesLabel: submitted.scheduled ? T.reserve : T.send,
        noLabel: NOTICES_TEXTS.common.cancel,
      });
      if (answer !== 'yes') return;
    }
    try {
      const saved =
        mode.kind === 'write'
          ? await write.mutateAsync(writeBodyOf(submitted))
          : await edit.mutateAsync(updateBodyOf(submitted, sent));
      showToast(saved.told !== null ? T.sent(saved.told) : saved.sentAt === null ? T.reserved : T.saved);
      onDone(saved);
    } catch (error) {
      showServerError(error, form.setError, ['title', 'content', 'classIds', 'studentIds', 'sendAtLocal', 'alimTalk']);
    }
  });

  const busy = (delta: number) => setUploading((count) => Math.max(0, count + delta));

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <TextField
        label={T.title}
        placeholder={T.titlePlaceholder}
        required
        maxLength={NOTICE_TITLE_MAX}
        error={errors.title?.message}
        {...form.register('title')}
      />
      <TextArea
        label={T.content}
        placeholder={T.contentPlaceholder}
        required
        rows={8}
        maxLength={NOTICE_CONTENT_MAX}
        error={errors.content?.message}
        {...form.register('content')}
      />

      <Section title={T.audience}>
        {sent && <Notice>{T.sentFixed}</Notice>}
        <AudiencePicker
          choices={choices}
          disabled={sent}
          value={{
            audienceKind: values.audienceKind,
            classIds: values.classIds,
            studentIds: values.studentIds,
            staffUserIds: values.staffUserIds,
          }}
          onChange={(next) => {
            form.setValue('audienceKind', next.audienceKind);
            form.setValue('classIds', next.classIds, { shouldValidate: form.formState.isSubmitted });
            form.setValue('studentIds', next.studentIds, { shouldValidate: form.formState.isSubmitted });
            form.setValue('staffUserIds', next.staffUserIds);
          }}
          classesError={errors.classIds?.message}
          peopleError={errors.studentIds?.message}
        />
      </Section>

      <Section title={T.options}>
        <div className={styles.stack}>
          <Controller
            control={form.control}
            name="pinned"
            render={({ field }) => (
              <Checkbox
                label={T.pinned}
                hint={T.pinnedHint}
                checked={field.value}
                onCheckedChange={(on) => field.onChange(on === true)}
              />
            )}
          />
          <Controller
            control={form.control}
            name="confirmRequested"
            render={({ field }) => (
              <Checkbox
                label={T.confirmRequested}
                hint={T.confirmRequestedHint}
                checked={field.value}
                onCheckedChange={(on) => field.onChange(on === true)}
              />
            )}
          />
          <Controller
            control={form.control}
            name="advertising"
            render={({ field }) => (
              <Checkbox
                label={T.advertising}
                hint={T.advertisingHint}
                disabled={sent}
                checked={field.value}
                onCheckedChange={(on) => {
                  field.onChange(on === true);
                  if (on === true) form.setValue('alimTalk', false);
                }}
              />
            )}
          />
          <Controller
            control={form.control}
            name="alimTalk"
            render={({ field }) => (
              <Checkbox
                label={T.alimTalk}
                hint={T.alimTalkHint}
                disabled={sent || values.advertising}
                checked={field.value}
                error={errors.alimTalk?.message}
                onCheckedChange={(on) => field.onChange(on === true)}
              />
            )}
          />
          {!sent && (
            <Controller
              control={form.control}
              name="scheduled"
              render={({ field }) => (
                <Checkbox
                  label={T.schedule}
                  checked={field.value}
                  onCheckedChange={(on) => field.onChange(on === true)}
                />
              )}
            />
          )}
          {!sent && values.scheduled && (
            <TextField
              label={T.sendAt}
              type="datetime-local"
              required
              error={errors.sendAtLocal?.message}
              {...form.register('sendAtLocal')}
            />
          )}
        </div>
      </Section>

      <Section title={`${T.images} · ${T.files}`}>
        <div className={styles.stack}>
          <Controller
            control={form.control}
            name="images"
            render={({ field }) => (
              <AttachmentsField
                instId={instId}
                kind="image"
                label={T.addImages}
                hint={T.imagesHint(NOTICE_IMAGES_MAX)}
                max={NOTICE_IMAGES_MAX}
                value={field.value}
                onChange={field.onChange}
                onBusyChange={(on) => busy(on ? 1 : -1)}
                error={errors.images?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="files"
            render={({ field }) => (
              <AttachmentsField
                instId={instId}
                kind="file"
                label={T.addFiles}
                hint={T.filesHint(NOTICE_FILES_MAX, NOTICE_FILE_MAX_MB)}
                max={NOTICE_FILES_MAX}
                value={field.value}
                onChange={field.onChange}
                onBusyChange={(on) => busy(on ? 1 : -1)}
                error={errors.files?.message}
              />
            )}
          />
        </div>
      </Section>

      {!sent && <CostPreview instId={instId} body={costBody} />}

      <ActionRow>
        <Button type="submit" fullWidth loading={form.formState.isSubmitting} disabled={uploading > 0}>
          {mode.kind === 'edit' && sent ? T.save : values.scheduled ? T.reserve : T.send}
        </Button>
      </ActionRow>
    </form>
  );
}
