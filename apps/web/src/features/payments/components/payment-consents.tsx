import { Checkbox } from '../../../ui/checkbox/checkbox';
import { TextLink } from '../../../ui/text-link/text-link';
import { PAYMENTS_TEXTS } from '../payments.texts';
import styles from './payments.module.css';

const T = PAYMENTS_TEXTS.consents;

/**
 * The consents a payment needs: 결제 이용약관 and 전자금융거래 이용약관, each readable in a new tab,
 * agreed with one box (`label` says to what: a payment now, or automatic payments from now on).
 */
export function PaymentConsents({
  label,
  agreed,
  onAgreedChange,
  error,
}: {
  label: string;
  agreed: boolean;
  onAgreedChange: (agreed: boolean) => void;
  /** Shown once the payer tried to go on without agreeing. */
  error?: string;
}) {
  return (
    <div className={styles.stack}>
      <div className={styles.links}>
        <TextLink to="/v3/AgreeTermsOfPay" external>
          {T.payTerms}
        </TextLink>
        <TextLink to="/v3/AgreeOfElecFinance" external>
          {T.elecTerms}
        </TextLink>
      </div>
      <Checkbox
        label={label}
        required
        checked={agreed}
        error={error}
        onCheckedChange={(on) => onAgreedChange(on === true)}
      />
    </div>
  );
}
