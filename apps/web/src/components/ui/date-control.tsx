import { type ChangeEvent, type ComponentProps, type FocusEvent, useEffect, useState } from 'react';
import { Form } from 'react-bootstrap';
import { useLocale } from '../../lib/locale';

/**
 * A typed date as a calendar date (YYYY-MM-DD), or null: 2027/5/3, 2027-05-03, 2027.5.3 and 2027年5月3日 are read,
 * full-width digits too (an IME's), and a day that does not exist (2027/2/30) is not.
 */
export function readTypedDate(text: string): string | null {
  const m = /^(\d{4})\s*[/\-.年]\s*(\d{1,2})\s*[/\-.月]\s*(\d{1,2})\s*日?$/.exec(
    text.normalize('NFKC').trim(),
  );
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return date.toISOString().slice(0, 10);
}

/** A calendar date as Japanese pages show it, 2027/05/03; any other text as it is. */
export const slashDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) ? value.replaceAll('-', '/') : value;

type Props = Omit<ComponentProps<typeof Form.Control>, 'type' | 'value' | 'onChange'> & {
  /** The form's value: a calendar date (YYYY-MM-DD), empty, or what was typed while it is not yet a date. */
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
};

/**
 * The date input of the app (docs/product-decisions.md §13): on Japanese pages a text input taking and showing
 * YYYY/MM/DD (the browser's date picker shows the reader's system format instead), keyboard-only by nature; the
 * form still gets YYYY-MM-DD, or the raw text until it reads as a date, so the form's own check names it. English
 * pages keep the browser's date input.
 */
export function DateControl({ value, onChange, ...rest }: Props) {
  const locale = useLocale();
  const [text, setText] = useState(() => slashDate(value));
  // A value set from outside (a reset, a loaded tariff) shows; one the typing produced leaves the text alone.
  useEffect(() => {
    setText((shown) => (readTypedDate(shown) === value || shown === value ? shown : slashDate(value)));
  }, [value]);
  if (locale !== 'jp') return <Form.Control {...rest} type="date" value={value} onChange={onChange} />;
  const emit = (event: ChangeEvent<HTMLInputElement>, next: string) => {
    // Forms read `event.target.value`: theirs is the calendar date, not the text shown.
    const { name, id } = event.target;
    const target = { value: next, name, id } as HTMLInputElement;
    onChange({ ...event, target, currentTarget: target });
  };
  return (
    <Form.Control
      {...rest}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder="YYYY/MM/DD"
      value={text}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        setText(event.target.value);
        emit(event, readTypedDate(event.target.value) ?? event.target.value.trim());
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        const iso = readTypedDate(text);
        if (iso) setText(slashDate(iso));
        rest.onBlur?.(event);
      }}
    />
  );
}
