import type { Ref } from 'react';
import { Select } from '@mantine/core';
import { PIX_COST_CENTER_LABELS, PIX_COST_CENTERS, type PixCostCenter } from '@cofre/contract';
import { PAYMENTS_TEXTS as T } from '../texts';

const OPTIONS = PIX_COST_CENTERS.map((value) => ({ value, label: PIX_COST_CENTER_LABELS[value] }));

interface CostCenterSelectProps {
  value: PixCostCenter | null;
  onChange: (value: PixCostCenter | null) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
}

/** 'Centro de custo' of a payment form: the four centres of spec 4 §3 (Pix and boleto alike). */
export function CostCenterSelect({ value, onChange, onBlur, inputRef, error }: CostCenterSelectProps) {
  return (
    <Select
      label={T.costCenter}
      placeholder={T.costCenterPlaceholder}
      required
      data={OPTIONS}
      value={value}
      onChange={(next) => onChange(PIX_COST_CENTERS.find((center) => center === next) ?? null)}
      onBlur={onBlur}
      ref={inputRef}
      error={error}
      comboboxProps={{ keepMounted: false }}
    />
  );
}
