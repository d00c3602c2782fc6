import { useId, useState, type KeyboardEvent } from 'react';
import { ActionIcon, CloseButton, Group, Popover, TextInput, type TextInputProps } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import IconCalendar from '@tabler/icons-react/dist/esm/icons/IconCalendar.mjs';
import { TEXT_MESSAGES } from '@cofre/contract';
import { CALENDAR_PROPS, rangePresets } from './datePicker';
import { describeRange, editableRange, maskRange, readTypedRange, type DateRange } from './dateRangeText';
import { COMMON_TEXTS } from './texts';

export type { DateRange } from './dateRangeText';

interface DateRangeInputProps {
  label: string;
  value: DateRange;
  onChange: (value: DateRange) => void;
  /** Width of the field (responsive: a phone's filter bar gives it the whole line). */
  w?: TextInputProps['w'];
  /** The last day the calendar offers (yyyy-MM-dd). */
  maxDate?: string;
}

/**
 * A pt-BR date range (yyyy-MM-dd values), typed or picked. Typing: 'dd/mm/aaaa – dd/mm/aaaa' (the
 * slashes and the dash come by themselves), read when the field is left or Enter is pressed; one day
 * alone is a range from it. Picking: the calendar button opens a range calendar with the presets
 * 'Hoje', 'Últimos 7 dias', 'Últimos 30 dias' and 'Este mês'. Either bound may stay open (D10): one
 * day picked and the calendar closed is a range from that day; a link may also carry only the end.
 */
export function DateRangeInput({ label, value, onChange, w = 280, maxDate }: DateRangeInputProps) {
  const id = useId();
  // While the field is being edited: what is typed (null: show the value in words).
  const [draft, setDraft] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const [opened, setOpened] = useState(false);

  const commit = () => {
    if (draft === null) return;
    const typed = readTypedRange(draft);
    if (!typed) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setDraft(null);
    if (typed[0] !== value[0] || typed[1] !== value[1]) onChange(typed);
  };
  const pick = (next: DateRange) => {
    setDraft(null);
    setInvalid(false);
    onChange(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter also submits the filter form: the typed range is in the form before it reads it.
    if (event.key === 'Enter') commit();
  };

  const hasValue = !!value[0] || !!value[1];
  const clearLabel = COMMON_TEXTS.clearField(label);
  return (
    <TextInput
      id={id}
      label={label}
      placeholder={COMMON_TEXTS.dateRangePlaceholder}
      inputMode="numeric"
      autoComplete="off"
      value={draft ?? describeRange(value)}
      onFocus={() => setDraft((current) => current ?? editableRange(value))}
      onChange={(event) => setDraft(maskRange(event.currentTarget.value, draft ?? ''))}
      onBlur={commit}
      onKeyDown={onKeyDown}
      error={invalid ? TEXT_MESSAGES.invalidDate : undefined}
      w={w}
      rightSectionWidth={hasValue ? 64 : 36}
      rightSectionPointerEvents="all"
      rightSection={
        <Group gap={2} wrap="nowrap">
          {hasValue && <CloseButton size="sm" aria-label={clearLabel} onClick={() => pick([null, null])} />}
          <Popover
            opened={opened}
            onChange={setOpened}
            position="bottom-end"
            trapFocus
            returnFocus
            shadow="md"
            keepMounted={false}
          >
            <Popover.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={COMMON_TEXTS.openCalendar(label)}
                aria-expanded={opened}
                onClick={() => setOpened((open) => !open)}
              >
                <IconCalendar size={16} aria-hidden="true" />
              </ActionIcon>
            </Popover.Target>
            <Popover.Dropdown role="dialog" aria-labelledby={`${id}-label`}>
              <DatePicker
                {...CALENDAR_PROPS}
                type="range"
                allowSingleDateInRange
                maxDate={maxDate}
                presets={rangePresets()}
                // Opens on the month of the range (the calendar is mounted each time it opens).
                defaultDate={value[0] ?? value[1] ?? undefined}
                value={value}
                onChange={(next) => {
                  pick([next[0] || null, next[1] || null]);
                  if (next[0] && next[1]) setOpened(false);
                }}
              />
            </Popover.Dropdown>
          </Popover>
        </Group>
      }
    />
  );
}
