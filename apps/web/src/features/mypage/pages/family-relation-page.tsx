import {
  childLinkRequestBody,
  type FamilyResponse,
  linkChildByVerificationBody,
  RELATION_TYPES,
  type RelationType,
} from '@academy/domain/account/family.schema';
import { formatDateTime } from '@academy/domain/format/format.date';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { errorMessageOf, showRefusal, showServerError } from '../../../lib/forms/server-errors';
import { useStartVerification } from '../../../lib/identity/use-start-verification';
import { showToast } from '../../../lib/toast';
import { actionRowClassName } from '../../../ui/action-row/action-row';
import { Badge } from '../../../ui/badge/badge';
import { Button, buttonClassName } from '../../../ui/button/button';
import { List, ListItem } from '../../../ui/list/list';
import { MobileField } from '../../../ui/mobile-field/mobile-field';
import { Notice } from '../../../ui/notice/notice';
import screenStyles from '../../../ui/screen/screen.module.css';
import { Section } from '../../../ui/section/section';
import { Tabs } from '../../../ui/tabs/tabs';
import { useFamily } from '../api/get-family';
import { useLinkChildByVerification } from '../api/link-child-by-verification';
import { useRequestChildLink } from '../api/request-child-link';
import { FamilyMemberList } from '../components/family-member-list';
import { MyScreen } from '../components/my-screen';
import { RelationTypeField } from '../components/relation-type-field';
import { LoadFailed, Loading, RequireSignIn } from '../components/require-sign-in';
import { type FamilySide, familySideOf } from '../lib/family-side';
import { MYPAGE_TEXTS } from '../mypage.texts';

const T = MYPAGE_TEXTS.family;
export const FAMILY_PATH = '/v3/FamilyRelation';

/** `2026.11.22 (일) 14:05`, or the text as it came. */
function dateTimeOf(value: string): string {
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? value : formatDateTime(instant);
}

const isRelationType = (value: string | null): value is RelationType =>
  value !== null && (RELATION_TYPES as readonly string[]).includes(value);

type Request = FamilyResponse['requests'][number];

function RequestList({ requests }: { requests: readonly Request[] }) {
  return (
    <List
      label={T.requests}
      items={requests}
      getKey={(request) => request.requestId}
      emptyText={T.requestsEmpty}
      renderItem={(request) => (
        <ListItem
          title={
            <>
              <Badge tone={request.direction === 'received' ? 'yellow' : 'neutral'}>
                {request.direction === 'received' ? T.received : T.sent}
              </Badge>{' '}
              {request.otherUserNm ?? T.unknownName}
            </>
          }
          description={`${T.requestKind[request.kind]} · ${request.relationType} · ${request.maskedMobileNo} · ${T.expiresAt(dateTimeOf(request.expiresAt))}`}
          trailing={request.direction === 'received' ? T.enterCode : T.waiting}
          to={request.direction === 'received' ? '/v3/FamilyConnectCheck' : undefined}
        />
      )}
    />
  );
}

// ── 자녀 연결: by the child's verification on this device ─────────────────────

const relationOnly = z.object({ relationType: linkChildByVerificationBody.shape.relationType });
type RelationOnlyInput = z.input<typeof relationOnly>;

function LinkByVerification() {
  const { starting, start } = useStartVerification(showRefusal);
  const { control, handleSubmit } = useForm<RelationOnlyInput, unknown, z.output<typeof relationOnly>>({
    resolver: zodResolver(relationOnly),
  });
  const onSubmit = handleSubmit(async ({ relationType }) => {
    await start('family', `${FAMILY_PATH}?${new URLSearchParams({ relationType })}`);
  });
  return (
    <form className={screenStyles.form} onSubmit={onSubmit} noValidate>
      <p className={screenStyles.lead}>{T.byVerificationHint}</p>
      <RelationTypeField
        control={control}
        name="relationType"
        inputName="verification-relationType"
        hint={T.relationHintChild}
      />
      <Button type="submit" fullWidth loading={starting}>
        {T.startVerification}
      </Button>
    </form>
  );
}

// ── 자녀 연결: by a code sent to the child's mobile ───────────────────────────

type ChildLinkInput = z.input<typeof childLinkRequestBody>;

function LinkByCode() {
  const request = useRequestChildLink();
  const [sentUntil, setSentUntil] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ChildLinkInput, unknown, z.output<typeof childLinkRequestBody>>({
    resolver: zodResolver(childLinkRequestBody),
    defaultValues: { childMobileNo: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const sent = await request.mutateAsync(values);
      setSentUntil(dateTimeOf(sent.expiresAt));
      reset({ childMobileNo: '' });
    } catch (error) {
      showServerError(error, setError, ['childMobileNo', 'relationType']);
    }
  });
  return (
    <form className={screenStyles.form} onSubmit={onSubmit} noValidate>
      <p className={screenStyles.lead}>{T.byCodeHint}</p>
      {sentUntil && (
        <Notice tone="primary" role="status">
          <strong>{T.codeSentTitle}</strong>
          <br />
          {T.codeSentChild(sentUntil)}
        </Notice>
      )}
      <MobileField
        label={T.childMobile}
        placeholder={T.mobilePlaceholder}
        required
        error={errors.childMobileNo?.message}
        {...register('childMobileNo')}
      />
      <RelationTypeField
        control={control}
        name="relationType"
        inputName="code-relationType"
        hint={T.relationHintChild}
      />
      <Button type="submit" fullWidth loading={request.isPending}>
        {T.sendCode}
      </Button>
    </form>
  );
}

function LinkChildPanel() {
  return (
    <Section title={T.linkChildTitle}>
      <Tabs
        label={T.linkChildMethods}
        items={[
          { value: 'verification', label: T.byVerification, content: <LinkByVerification /> },
          { value: 'code', label: T.byCode, content: <LinkByCode /> },
        ]}
      />
    </Section>
  );
}

/** Back from the child's verification with `?transId=…&relationType=…`: link the child once. */
function useLinkOnReturn() {
  const [searchParams, setSearchParams] = useSearchParams();
  const transId = searchParams.get('transId');
  const relationType = searchParams.get('relationType');
  const link = useLinkChildByVerification();
  const handled = useRef<string | null>(null);
  const [state, setState] = useState<{ kind: 'linking' } | { kind: 'failed'; message: string } | null>(null);

  useEffect(() => {
    if (!transId || handled.current === transId) return;
    handled.current = transId;
    setSearchParams({}, { replace: true });
    if (!isRelationType(relationType)) {
      setState({ kind: 'failed', message: T.relationMissing });
      return;
    }
    setState({ kind: 'linking' });
    link
      .mutateAsync({ transId, relationType })
      .then(() => {
        setState(null);
        showToast(T.linkedChild);
      })
      .catch((error: unknown) =>
        setState({ kind: 'failed', message: errorMessageOf(error, MYPAGE_TEXTS.common.loadFailedHint) }),
      );
  }, [transId, relationType, link, setSearchParams]);

  return state;
}

function FamilyContent({ side }: { side: FamilySide }) {
  const family = useFamily();
  const linkState = useLinkOnReturn();
  const [linkOpen, setLinkOpen] = useState(false);

  if (family.isPending || linkState?.kind === 'linking') return <Loading />;
  if (family.isError) return <LoadFailed onRetry={() => void family.refetch()} />;
  const { children, guardians, requests } = family.data;
  // A parent is not offered to add guardians, nor a child to link children, unless they already have some.
  const showChildren = side.asGuardian || children.length > 0;
  const showGuardians = side.asChild || guardians.length > 0;

  return (
    <>
      {linkState?.kind === 'failed' && (
        <Notice as="div" tone="warning" role="alert">
          <strong>{T.linkFailed}</strong>
          <br />
          {linkState.message}
        </Notice>
      )}

      <nav aria-label={T.actions} className={actionRowClassName()}>
        {side.asGuardian && (
          <Button
            variant={linkOpen ? 'secondary' : 'primary'}
            aria-expanded={linkOpen}
            onClick={() => setLinkOpen((open) => !open)}
          >
            {T.linkChild}
          </Button>
        )}
        {side.asChild && (
          <Link to="/v3/AddGuardian" className={buttonClassName({ variant: side.asGuardian ? 'outline' : 'primary' })}>
            {T.addGuardian}
          </Link>
        )}
        <Link to="/v3/FamilyConnectCheck" className={buttonClassName({ variant: 'outline' })}>
          {T.connectCheck}
        </Link>
      </nav>

      {side.asGuardian && linkOpen && <LinkChildPanel />}

      {showChildren && (
        <Section title={T.children}>
          <FamilyMemberList
            label={T.children}
            members={children}
            emptyText={T.childrenEmpty}
            emptyDescription={T.childrenEmptyHint}
            relationLabel={T.myRelation}
          />
        </Section>
      )}

      {showGuardians && (
        <Section title={T.guardians}>
          <FamilyMemberList
            label={T.guardians}
            members={guardians}
            emptyText={T.guardiansEmpty}
            emptyDescription={T.guardiansEmptyHint}
          />
        </Section>
      )}

      <Section title={T.requests}>
        <RequestList requests={requests} />
      </Section>
    </>
  );
}

/** FamilyRelation: children, guardians and pending requests; link a child, add a guardian, enter a code. */
export function FamilyRelationPage() {
  return (
    <MyScreen screen="FamilyRelation" fallbackTitle="가족 관계">
      <RequireSignIn>{(me) => <FamilyContent side={familySideOf(me)} />}</RequireSignIn>
    </MyScreen>
  );
}
