import { RELATION_TYPES, type RelationType } from '@academy/domain/account/family.schema';
import type { Ref } from 'react';
import { RadioGroup } from '../../../ui/radio-group/radio-group';
import { MYPAGE_TEXTS } from '../mypage.texts';

const OPTIONS = RELATION_TYPES.map((type) => ({ value: type, label: type }));

export type RelationTypeFieldProps = {
  name: string;
  value: RelationType | undefined;
  onChange: (value: RelationType) => void;
  hint?: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
};

/** 관계: 아버지 · 어머니 · 조부모 · 기타. */
export function RelationTypeField({ name, value, onChange, hint, error, ref }: RelationTypeFieldProps) {
  return (
    <RadioGroup
      ref={ref}
      label={MYPAGE_TEXTS.family.relation}
      name={name}
      options={OPTIONS}
      value={value ?? ''}
      onValueChange={(next) => onChange(next as RelationType)}
      direction="horizontal"
      hint={hint}
      error={error}
      required
    />
  );
}
