import { RELATION_TYPES, type RelationType } from '@academy/domain/account/family.schema';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { RadioGroup } from '../../../ui/radio-group/radio-group';
import { MYPAGE_TEXTS } from '../mypage.texts';

const OPTIONS = RELATION_TYPES.map((type) => ({ value: type, label: type }));

export type RelationTypeFieldProps<T extends FieldValues, O> = {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  /** The radio group's name, where two forms on one page hold the field. */
  inputName?: string;
  hint?: string;
};

/** 관계: 아버지 · 어머니 · 조부모 · 기타, bound to a react-hook-form field. */
export function RelationTypeField<T extends FieldValues, O>({
  control,
  name,
  inputName,
  hint,
}: RelationTypeFieldProps<T, O>) {
  const { field, fieldState } = useController({ control, name });
  const value: unknown = field.value;
  return (
    <RadioGroup
      ref={field.ref}
      label={MYPAGE_TEXTS.family.relation}
      name={inputName ?? field.name}
      options={OPTIONS}
      value={typeof value === 'string' ? value : ''}
      onValueChange={(next) => field.onChange(next as RelationType)}
      direction="horizontal"
      hint={hint}
      error={fieldState.error?.message}
      required
    />
  );
}
