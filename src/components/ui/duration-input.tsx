import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface DurationInputProps {
  id: string;
  /** Already translated name of the whole duration (the group's legend). */
  label: string;
  /** `HH:MM`, or '' for none; hours and minutes out of range come back as typed, to be refused. */
  value: string;
  onChange: (value: string) => void;
  /** The largest number of hours accepted (the contract's time of day stops at 23). */
  maxHours?: number;
  invalid?: boolean;
  describedBy?: string;
}

const split = (value: string): [string, string] => {
  const match = /^(\d+):(\d+)$/.exec(value);
  return match ? [String(Number(match[1])), String(Number(match[2]))] : ['', ''];
};

const pad = (part: string) => (/^\d$/.test(part) ? `0${part}` : part);

/** Hours and minutes as typed → `HH:MM`; both empty → ''. An empty part counts as 0. */
export function joinDuration(hours: string, minutes: string): string {
  const h = hours.trim();
  const m = minutes.trim();
  if (h === '' && m === '') return '';
  return `${pad(h || '0')}:${pad(m || '0')}`;
}

/**
 * A length of time as two numbers, hours and minutes (not a time-of-day picker with AM/PM): what
 * is typed stays as typed, and the value the form keeps is `HH:MM`.
 */
export function DurationInput({
  id,
  label,
  value,
  onChange,
  maxHours = 23,
  invalid,
  describedBy,
}: DurationInputProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(() => ({ value, parts: split(value) }));
  // A value set from outside (a restored draft, a reset) replaces what was typed.
  let parts = typed.parts;
  if (typed.value !== value) {
    parts = split(value);
    setTyped({ value, parts });
  }
  const change = (next: [string, string]) => {
    const joined = joinDuration(...next);
    setTyped({ value: joined, parts: next });
    onChange(joined);
  };
  return (
    <fieldset className="duration-input">
      <legend className="duration-input__legend">{label}</legend>
      <span className="duration-input__part">
        <input
          id={id}
          className="field__input duration-input__number"
          type="number"
          inputMode="numeric"
          min={0}
          max={maxHours}
          step={1}
          value={parts[0]}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => change([event.target.value, parts[1]])}
        />
        <label htmlFor={id}>{t('duration.hours')}</label>
      </span>
      <span className="duration-input__part">
        <input
          id={`${id}-minutes`}
          className="field__input duration-input__number"
          type="number"
          inputMode="numeric"
          min={0}
          max={59}
          step={1}
          value={parts[1]}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => change([parts[0], event.target.value])}
        />
        <label htmlFor={`${id}-minutes`}>{t('duration.minutes')}</label>
      </span>
    </fieldset>
  );
}
