import { ChipList, ToggleChip } from '../../../ui/chip/chip';
import { HOME_TEXTS } from '../home.texts';

export type ChildChoice = { key: string; name: string };

/** The children of a parent as buttons; the chosen one is pressed and everything below follows it. */
export function ChildSwitcher({
  choices,
  chosen,
  onChoose,
}: {
  choices: readonly ChildChoice[];
  chosen: string;
  onChoose: (key: string) => void;
}) {
  return (
    <ChipList aria-label={HOME_TEXTS.parent.switcher}>
      {choices.map((choice) => (
        <li key={choice.key}>
          <ToggleChip size="md" pressed={choice.key === chosen} onClick={() => onChoose(choice.key)}>
            {choice.name}
          </ToggleChip>
        </li>
      ))}
    </ChipList>
  );
}
