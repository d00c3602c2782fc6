import 'dayjs/locale/pt-br';
import { useRef } from 'react';
import { CloseButton } from '@mantine/core';
import { DatePickerInput, type DateFormatter } from '@mantine/dates';
import IconCalendar from '@tabler/icons-react/dist/esm/icons/IconCalendar.mjs';
import { formatDate } from '@cofre/contract';
import { COMMON_TEXTS } from './texts';

const ARIA_LABELS = {
  previousMonth: 'Mês anterior',
  nextMonth: 'Próximo mês',
  previousYear: 'Ano anterior',
  nextYear: 'Próximo ano',
  previousDecade: 'Década anterior',
  nextDecade: 'Próxima década',
  monthLevelControl: 'Escolher o mês',
  yearLevelControl: 'Escolher o ano',
};

export type DateRange = [string | null, string | null];

const day = (value: unknown) => (value ? formatDate(String(value).slice(0, 10)) : null);

/** 'dd/MM/yyyy – dd/MM/yyyy', or an open bound said in words. */
const formatRange: DateFormatter = ({ date }) => {
  const [start, end] = Array.isArray(date) ? date.map(day) : [null, null];
  if (start && end) return `${start} – ${end}`;
  if (start) return `A partir de ${start}`;
  if (end) return `Até ${end}`;
  return '';
};

interface DateRangeInputProps {
  label: string;
  value: DateRange;
  onChange: (value: DateRange) => void;
}

/**
 * A pt-BR date range (yyyy-MM-dd values). Either bound may stay open (D10): one date picked and the
 * calendar closed is a range from that date; a link may also carry only the end. Mantine clears a
 * half-picked range when its dropdown closes, so that one clear (and only it) is ignored here.
 */
export function DateRangeInput({ label, value, onChange }: DateRangeInputProps) {
  const closing = useRef(false);
  const clearLabel = `Limpar ${label.toLowerCase()}`;
  // Mantine offers its clear button only when the range has a start.
  const endOnly = !value[0] && !!value[1];
  return (
    <DatePickerInput
      type="range"
      locale="pt-br"
      label={label}
      placeholder={COMMON_TEXTS.dateRangePlaceholder}
      valueFormat="DD/MM/YYYY"
      valueFormatter={formatRange}
      value={value}
      onChange={(next) => {
        const halfPicked = !!value[0] && !value[1];
        const cleared = !next[0] && !next[1];
        if (closing.current && halfPicked && cleared) return;
        onChange([next[0] ? String(next[0]) : null, next[1] ? String(next[1]) : null]);
      }}
      allowSingleDateInRange
      clearable
      clearButtonProps={{ 'aria-label': clearLabel }}
      rightSection={
        endOnly ? <CloseButton size="sm" aria-label={clearLabel} onClick={() => onChange([null, null])} /> : undefined
      }
      rightSectionPointerEvents={endOnly ? 'all' : undefined}
      ariaLabels={ARIA_LABELS}
      leftSection={<IconCalendar size={16} aria-hidden="true" />}
      w={250}
      popoverProps={{
        keepMounted: false,
        onClose: () => {
          closing.current = true;
          queueMicrotask(() => {
            closing.current = false;
          });
        },
      }}
    />
  );
}
