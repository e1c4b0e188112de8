import { MOBILE_INPUT_MAX_LENGTH } from '@academy/domain/phone/phone.rules';
import { TextField, type TextFieldProps } from '../text-field/text-field';

export type MobileFieldProps = Omit<TextFieldProps, 'type' | 'inputMode' | 'maxLength'>;

/** A mobile number field: the phone keypad, no autofill, the domain's input length. */
export function MobileField(props: MobileFieldProps) {
  return <TextField type="tel" inputMode="numeric" autoComplete="off" maxLength={MOBILE_INPUT_MAX_LENGTH} {...props} />;
}
