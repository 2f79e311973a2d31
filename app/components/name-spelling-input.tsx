// How the child's name is said, spelt by the parent (decision 071): the one control of the
// correction form (My Orders, the console) and a saved child, with the order form's limit.
import { TEXT_LIMITS } from "#domain/order-fields.ts";
import { profileInputClass, type ProfileControl } from "./ui/labelled-field.tsx";

interface Props extends ProfileControl {
  defaultValue: string;
  autoFocus?: boolean;
}

export function NameSpellingInput({ defaultValue, ...control }: Props) {
  return (
    <input
      {...control}
      name="namePronunciation"
      type="text"
      autoComplete="off"
      spellCheck={false}
      maxLength={TEXT_LIMITS.namePronunciation}
      defaultValue={defaultValue}
      className={profileInputClass}
    />
  );
}
