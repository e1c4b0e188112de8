import { BANKS } from '@academy/domain/billing/virtual-account';
import { PAYOUT_BUSINESS_TYPE_LABELS, PAYOUT_BUSINESS_TYPES } from '@academy/domain/books/payouts.rules';
import type { PayoutSellerBody, PayoutSellerView } from '@academy/domain/books/payouts.schema';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { AcademyScreen, type ChosenAcademy } from '../../../lib/screen/academy-screen';
import { screenStates } from '../../../lib/screen/screen-states';
import { Badge } from '../../../ui/badge/badge';
import { Button, buttonClassName } from '../../../ui/button/button';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { Facts } from '../../../ui/facts/facts';
import { Notice } from '../../../ui/notice/notice';
import { Section } from '../../../ui/section/section';
import { Select } from '../../../ui/select/select';
import { TextField } from '../../../ui/text-field/text-field';
import { useCheckPayoutSeller, usePayoutSeller, useRegisterPayoutSeller } from '../api/payout-seller';
import { PayoutAccountButton } from '../components/payout-account-dialog';
import { PAYOUTS_TEXTS as T } from '../payouts.texts';

const { Loading, QueryFailed } = screenStates(T);

/** The form's values as typed: a bank not chosen yet is ''. */
type FormValues = Omit<PayoutSellerBody, 'bankCode'> & { bankCode: string };

const EMPTY: FormValues = {
  businessType: 'INDIVIDUAL_BUSINESS',
  companyName: '',
  representativeName: '',
  businessRegistrationNumber: '',
  email: '',
  phone: '',
  bankCode: '',
  accountNumber: '',
  holderName: '',
};

const seoulTime = (iso: string) =>
  new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

function SellerForm({ inst }: { inst: ChosenAcademy }) {
  const register = useRegisterPayoutSeller(inst.instId);
  const [values, setValues] = useState<FormValues>({ ...EMPTY, companyName: inst.instNm ?? '' });
  const fields = register.error instanceof ApiError ? (register.error.fields ?? {}) : {};
  const failed = register.error && !(register.error instanceof ApiError && register.error.fields);
  const set = (key: keyof FormValues) => (event: { target: { value: string } }) =>
    setValues((previous) => ({ ...previous, [key]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The server checks every field (a bank outside BANKS included) and answers each one's message.
    register.mutate(values as PayoutSellerBody);
  };
  const text = (key: keyof FormValues, extra: { hint?: string; inputMode?: 'numeric' | 'email' | 'tel' } = {}) => (
    <TextField
      label={T[key as keyof typeof T] as string}
      value={values[key] as string}
      onChange={set(key)}
      error={fields[key]}
      hint={extra.hint}
      inputMode={extra.inputMode}
      required
    />
  );
  return (
    <Section title={T.form}>
      <form onSubmit={submit} noValidate>
        <p>{T.intro}</p>
        <Select
          label={T.businessType}
          placeholder={false}
          options={PAYOUT_BUSINESS_TYPES.map((type) => ({ value: type, label: PAYOUT_BUSINESS_TYPE_LABELS[type] }))}
          value={values.businessType}
          onChange={set('businessType')}
          error={fields.businessType}
        />
        {text('companyName')}
        {text('representativeName')}
        {text('businessRegistrationNumber', { hint: T.businessRegistrationNumberHint, inputMode: 'numeric' })}
        {text('email', { inputMode: 'email' })}
        {text('phone', { inputMode: 'tel' })}
        <Select
          label={T.bank}
          options={Object.entries(BANKS).map(([code, name]) => ({ value: code, label: name }))}
          value={values.bankCode}
          onChange={set('bankCode')}
          error={fields.bankCode}
          required
        />
        {text('accountNumber', { hint: T.accountNumberHint, inputMode: 'numeric' })}
        {text('holderName')}
        {failed && register.error && <Notice tone="warning">{register.error.message}</Notice>}
        <Button type="submit" fullWidth loading={register.isPending}>
          {T.submit}
        </Button>
      </form>
    </Section>
  );
}

function SellerStatus({ inst, seller }: { inst: ChosenAcademy; seller: PayoutSellerView }) {
  const check = useCheckPayoutSeller(inst.instId);
  return (
    <>
      <Section
        title={T.status}
        actions={<Badge tone={seller.status === 'APPROVED' ? 'primary' : 'yellow'}>{seller.statusLabel}</Badge>}
      >
        <p aria-live="polite">{seller.statusHint}</p>
        <p>{`${T.checkedAt}: ${seoulTime(seller.checkedAt)}`}</p>
        {check.error && <Notice tone="warning">{check.error.message}</Notice>}
        <Button variant="outline" size="sm" loading={check.isPending} onClick={() => check.mutate()}>
          {T.check}
        </Button>
      </Section>
      <Section title={T.registered} actions={<PayoutAccountButton instId={inst.instId} seller={seller} />}>
        <Facts>
          <dt>{T.businessType}</dt>
          <dd>{seller.businessType === 'CORPORATE' ? '법인사업자' : '개인사업자'}</dd>
          <dt>{T.companyName}</dt>
          <dd>{seller.companyName}</dd>
          <dt>{T.representativeName}</dt>
          <dd>{seller.representativeName}</dd>
          <dt>{T.businessRegistrationNumber}</dt>
          <dd>{seller.businessRegistrationNumber}</dd>
          <dt>{T.account}</dt>
          <dd>{`${seller.bankName} ${seller.accountNumberMasked} (${seller.holderName})`}</dd>
          <dt>{T.registeredAt}</dt>
          <dd>{seoulTime(seller.registeredAt)}</dd>
        </Facts>
      </Section>
    </>
  );
}

function Payouts({ inst }: { inst: ChosenAcademy }) {
  const seller = usePayoutSeller(inst.instId);
  if (seller.isPending) return <Loading />;
  if (seller.isError) return <QueryFailed error={seller.error} onRetry={() => void seller.refetch()} />;
  return (
    <>
      <Notice>{T.provider(seller.data.provider)}</Notice>
      {seller.data.seller ? <SellerStatus inst={inst} seller={seller.data.seller} /> : <SellerForm inst={inst} />}
      <Link to="/v3/SettlementListPage" className={buttonClassName({ variant: 'text', size: 'sm' })}>
        {T.toSettlements}
      </Link>
    </>
  );
}

/**
 * 토스페이먼츠 연동 (TossPaymentAdded): 지급대행 — the director registers the academy with the
 * payment provider as a seller (사업자, 대표자, the account its money is paid out to), then follows the
 * provider's review (KYC) here. The account number is sent once and shown afterwards masked; the
 * director may change the account later (지급 계좌 변경), which the provider reviews again.
 */
export function TossPaymentAddedPage() {
  return (
    <AcademyScreen screen="TossPaymentAdded" fallbackTitle="토스페이먼츠 연동" texts={T}>
      {(inst) =>
        inst.isDirector ? <Payouts inst={inst} /> : <EmptyState title={T.forbidden} description={T.forbiddenHint} />
      }
    </AcademyScreen>
  );
}
