import { maxItemsMessage } from '@academy/domain/validation/validation.messages';
import { ChipPicker as ChipPickerField, type ChipPickerProps as FieldProps } from '../../../ui/chip-picker/chip-picker';
import { MYPAGE_TEXTS } from '../mypage.texts';

const T = MYPAGE_TEXTS.additional;

export type ChipPickerProps = Omit<FieldProps, 'texts' | 'inputMaxLength' | 'required' | 'ref'> & {
  /** The name used in the limit message (`과목은 최대 10개까지 …`). */
  itemName: string;
};

/** A 마이페이지 interest field (과목, 지역): at most `max`, with the domain's Korean limit message (SPEC §5). */
export function ChipPicker({ itemName, ...props }: ChipPickerProps) {
  const texts = {
    add: T.add,
    remove: T.remove,
    count: T.selectedCount,
    suggestions: T.suggestions(props.label),
    duplicate: T.duplicate,
    limit: maxItemsMessage(itemName, props.max),
  };
  return <ChipPickerField {...props} inputMaxLength={30} texts={texts} />;
}
