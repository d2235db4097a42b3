import type { BankFormItem } from "@contract";
import { CHANNEL_CODE, choicesFor } from "@contract/bank-form-rules";
import { useTexts } from "~/lib/messages/texts";
import { formatBankInput } from "./bank-binding.format";

/** One item of the bank form: a text input (formatted as typed), a list or the city with its places. */
export function BankField({
  item,
  cardType,
  value,
  error,
  onChannel,
  places,
}: {
  item: BankFormItem;
  cardType: string;
  value: string;
  error?: string;
  onChannel: (channel: string) => void;
  places: string[];
}) {
  const t = useTexts("bankBinding");
  const id = `field-${item.code}`;
  const errorId = error ? `${item.code}-error` : undefined;
  // A list whose choices depend on the account type says only the ones offered for this type
  // ("Savings account or Checking account" for a bank, issue 30 item 17), not the backend's
  // hint for every type at once.
  const offered = item.category === "enum" && item.code !== CHANNEL_CODE && item.note.some((c) => c.forCardType !== 0);
  const hint = offered ? t.oneOf(choicesFor(item, cardType).map((c) => c.name)) : item.subtitle;
  const hintId = hint ? `${item.code}-hint` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  const common = { id, name: item.code, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy } as const;

  let control;
  if (item.category === "citySelect") {
    // Every city and municipality as a native suggestion list: type to filter, with or without
    // JavaScript; the backend accepts only a label of the list (docs/decisions/113).
    const listId = `${id}-places`;
    control = (
      <>
        <input
          {...common}
          className="input"
          type="text"
          list={listId}
          autoComplete="off"
          defaultValue={value}
          placeholder={t.cityPlaceholder}
        />
        <datalist id={listId}>
          {places.map((place) => (
            <option key={place} value={place} />
          ))}
        </datalist>
      </>
    );
  } else if (item.category === "enum") {
    const choices = choicesFor(item, cardType);
    control =
      item.code === CHANNEL_CODE ? (
        <select {...common} className="input" value={value} onChange={(event) => onChannel(event.currentTarget.value)}>
          <option value="">{t.choose}</option>
          {choices.map((choice) => (
            <option key={choice.type} value={choice.type}>
              {choice.name}
            </option>
          ))}
        </select>
      ) : (
        <select {...common} className="input" defaultValue={value}>
          <option value="">{t.choose}</option>
          {choices.map((choice) => (
            <option key={choice.type} value={choice.type}>
              {choice.name}
            </option>
          ))}
        </select>
      );
  } else if (item.category === "day") {
    control = <input {...common} className="input" type="date" defaultValue={value} placeholder={item.subtitle} />;
  } else {
    const numeric = item.inputType !== "text";
    const maxChars =
      item.inputType === "phone" ? 13 : item.inputType === "card" ? item.maxLength + Math.ceil(item.maxLength / 4) : item.maxLength;
    control = (
      <input
        {...common}
        className="input"
        type={item.inputType === "phone" ? "tel" : "text"}
        inputMode={numeric ? "numeric" : undefined}
        autoComplete={item.code === "holderName" ? "name" : "off"}
        maxLength={maxChars}
        defaultValue={value}
        placeholder={item.subtitle}
        onInput={(event) => {
          const input = event.currentTarget;
          input.value = formatBankInput(item.inputType, input.value, item.maxLength);
        }}
      />
    );
  }

  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {item.title}
      </label>
      {control}
      {hint && item.category !== "txt" && item.category !== "day" ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : item.subtitle ? (
        <span id={hintId} className="visually-hidden">
          {item.subtitle}
        </span>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
