import 'dayjs/locale/pt-br';
import { Group, Radio } from '@mantine/core';
import { DateField } from '../../../components/DateField';
import { Controller, useFormContext } from 'react-hook-form';
import { FEE_BEARER_LABELS, FEE_BEARERS, type FeeBearer } from '@cofre/contract';
import { businessToday } from '../businessTime';
import { PAYMENT_LINKS_TEXTS as T } from '../texts';
import { maxCardInstallments, type LinkFormValues } from './linkForm';

/** The card's own fields: who bears the instalment fees, and an optional first charge date. */
export function CardFields() {
  const { control, getValues, setValue } = useFormContext<LinkFormValues>();
  const chooseBearer = (bearer: FeeBearer) => {
    const max = maxCardInstallments(bearer);
    // More than 12x is offered only while the buyer bears the fees (spec 2 §4).
    if (getValues('creditCard.installments') > max) setValue('creditCard.installments', max, { shouldDirty: true });
  };
  return (
    <>
      <Controller
        control={control}
        name="creditCard.feeBearer"
        render={({ field }) => (
          <Radio.Group
            label={T.feeBearer}
            description={T.feeBearerHint}
            value={field.value}
            onChange={(value) => {
              const bearer = FEE_BEARERS.find((candidate) => candidate === value) ?? 'EARLY_SELLER';
              field.onChange(bearer);
              chooseBearer(bearer);
            }}
          >
            <Group gap="lg" mt="xs">
              {FEE_BEARERS.map((bearer) => (
                <Radio key={bearer} value={bearer} label={FEE_BEARER_LABELS[bearer]} />
              ))}
            </Group>
          </Radio.Group>
        )}
      />
      <Controller
        control={control}
        name="creditCard.scheduleDate"
        render={({ field, fieldState }) => (
          <DateField
            label={T.scheduleDate}
            firstDay={businessToday()}
            clearable
            value={field.value}
            onChange={(value) => field.onChange(value ?? null)}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            w={280}
          />
        )}
      />
    </>
  );
}
