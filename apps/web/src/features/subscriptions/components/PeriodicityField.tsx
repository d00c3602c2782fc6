import { useId } from 'react';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { PERIODICITIES, PERIODICITY_LABELS, type Periodicity } from '@cofre/contract';

const OPTIONS = PERIODICITIES.map((value) => ({ value, label: PERIODICITY_LABELS[value] }));

interface PeriodicityFieldProps {
  label: string;
  value: Periodicity;
  onChange: (periodicity: Periodicity) => void;
}

/** Mensal, Semestral, Anual as one segmented control (the contract's labels). */
export function PeriodicityField({ label, value, onChange }: PeriodicityFieldProps) {
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text component="span" fz="sm" fw={500} id={labelId}>
        {label}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        data={OPTIONS}
        value={value}
        onChange={(next) => onChange(PERIODICITIES.find((candidate) => candidate === next) ?? 'MONTHLY')}
        fullWidth
        maw={420}
      />
    </Stack>
  );
}
