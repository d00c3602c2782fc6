import type { Ref } from 'react';
import { DateInput, type DatePickerPreset } from '@mantine/dates';
import IconCalendar from '@tabler/icons-react/dist/esm/icons/IconCalendar.mjs';
import { parseTypedDate } from '../lib/businessDate';
import { CALENDAR_PROPS } from './datePicker';
import { COMMON_TEXTS } from './texts';

export interface DateFieldProps {
  label: string;
  /** 'yyyy-MM-dd' or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  error?: string;
  /** Days before it are not offered in the calendar (a typed one is left to the rules to judge). */
  firstDay?: string;
  presets?: DatePickerPreset<'default'>[];
  clearable?: boolean;
  required?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  w?: number | string;
  name?: string;
}

/**
 * One day, typed as dd/mm/aaaa (or its eight digits, from a phone's number pad) or picked in the
 * back-office's calendar (CALENDAR_PROPS: the one weekday style). Value in and out is 'yyyy-MM-dd'.
 */
export function DateField({ value, onChange, firstDay, inputRef, ...props }: DateFieldProps) {
  return (
    <DateInput
      {...CALENDAR_PROPS}
      {...props}
      ref={inputRef}
      placeholder={COMMON_TEXTS.datePlaceholder}
      valueFormat="DD/MM/YYYY"
      dateParser={parseTypedDate}
      inputMode="numeric"
      autoComplete="off"
      excludeDate={firstDay ? (day) => day < firstDay : undefined}
      value={value}
      onChange={(next) => onChange(next ? String(next).slice(0, 10) : null)}
      leftSection={<IconCalendar size={16} aria-hidden="true" />}
      // The × that clears a clearable field is a button: it says what it clears (axe button-name).
      clearButtonProps={{ 'aria-label': COMMON_TEXTS.clearField(props.label) }}
      popoverProps={{ keepMounted: false }}
    />
  );
}
