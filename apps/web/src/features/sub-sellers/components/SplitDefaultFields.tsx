import { useState } from 'react';
import { Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { SPLIT_PAYMENT_TYPES, type SplitPaymentType } from '@cofre/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { MoneyInput } from '../../../components/MoneyInput';
import { SPLIT_TYPE_LABELS, SUB_SELLER_TEXTS as T } from '../texts';
import type { SubSellerFormValues } from './formValues';
import { PercentInput } from '../../../components/PercentInput';

/** What a new type starts with: R$ 0,00, or an empty percentage. */
const CLEARED: Record<SplitPaymentType, number> = { FIXED: 0, PERCENTAGE: Number.NaN };

interface SplitDefaultFieldsProps {
  /** The edit asks before a type change (spec 3 §4): it affects future links, and clears the value. */
  confirmTypeChange: boolean;
}

/** 'Divisão de valores padrão': FIXED in centavos (BRL mask) or PERCENTAGE in basis points (max 100 %). */
export function SplitDefaultFields({ confirmTypeChange }: SplitDefaultFieldsProps) {
  const { control, setValue } = useFormContext<SubSellerFormValues>();
  const type = useWatch({ control, name: 'paymentType' });
  const [asked, setAsked] = useState<SplitPaymentType | null>(null);

  const applyType = (next: SplitPaymentType) => {
    setValue('paymentType', next, { shouldDirty: true });
    setValue('paymentValue', CLEARED[next], { shouldDirty: true });
  };

  return (
    <Stack gap="md">
      <Text fz="sm" c="dimmed">
        {T.splitHint}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <Radio.Group
          label={T.splitType}
          value={type}
          onChange={(next) => {
            if (next === type) return;
            if (confirmTypeChange) setAsked(next as SplitPaymentType);
            else applyType(next as SplitPaymentType);
          }}
        >
          <Group gap="lg" mt={8}>
            {SPLIT_PAYMENT_TYPES.map((option) => (
              <Radio key={option} value={option} label={SPLIT_TYPE_LABELS[option]} />
            ))}
          </Group>
        </Radio.Group>
        <Controller
          control={control}
          name="paymentValue"
          render={({ field, fieldState }) =>
            type === 'FIXED' ? (
              <MoneyInput
                label={T.splitValue}
                value={Number.isFinite(field.value) ? field.value : 0}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldState.error?.message}
              />
            ) : (
              <PercentInput
                label={T.splitPercentage}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={fieldState.error?.message}
              />
            )
          }
        />
      </SimpleGrid>
      <ConfirmDialog
        opened={asked !== null}
        title={T.feeTypeTitle}
        confirmLabel={T.feeTypeConfirm}
        onConfirm={() => {
          if (asked) applyType(asked);
          setAsked(null);
        }}
        // The previous type stays: the radio only moves once confirmed.
        onCancel={() => setAsked(null)}
      >
        {T.feeTypeText}
      </ConfirmDialog>
    </Stack>
  );
}
