import 'dayjs/locale/pt-br';
import { Group, Stack, Switch } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { DateField } from '../../../components/DateField';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { businessDateTime, businessToday, nextQuarterHour } from '../businessTime';
import { PAYMENT_LINKS_TEXTS as T } from '../texts';
import type { LinkFormValues } from './linkForm';

/** A week from now: what the expiry starts at when it is switched on. */
function aWeekFromNow(): string {
  return businessDateTime(new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString()).date;
}

/** Expiry switch, its day and time (15-minute steps) and the countdown, which needs an expiry (spec 2 §4). */
export function ExpiryFields() {
  const { control, register, setValue, getValues, formState } = useFormContext<LinkFormValues>();
  const [expires, expiryDate] = useWatch({ control, name: ['expires', 'expiryDate'] });
  const today = businessToday();
  return (
    <Stack gap="sm">
      <Controller
        control={control}
        name="expires"
        render={({ field }) => (
          <Switch
            label={T.expires}
            checked={field.value}
            ref={field.ref}
            onChange={(event) => {
              const on = event.currentTarget.checked;
              field.onChange(on);
              if (on && !getValues('expiryDate')) setValue('expiryDate', aWeekFromNow(), { shouldDirty: true });
              if (!on) setValue('timer', false, { shouldDirty: true });
            }}
          />
        )}
      />
      {expires && (
        <Group gap="md" align="flex-start" wrap="wrap">
          <Controller
            control={control}
            name="expiryDate"
            render={({ field, fieldState }) => (
              <DateField
                label={T.expiryDate}
                firstDay={today}
                value={field.value}
                onChange={(value) => field.onChange(value ?? field.value)}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                required
                w={180}
              />
            )}
          />
          <TimeInput
            label={T.expiryTime}
            step={900}
            // Today, the times already past are not offered (spec 2 §5).
            minTime={expiryDate === today ? nextQuarterHour() : undefined}
            required
            w={140}
            error={formState.errors.expiryTime?.message}
            {...register('expiryTime')}
          />
        </Group>
      )}
      <Controller
        control={control}
        name="timer"
        render={({ field }) => (
          <Switch
            label={T.timer}
            checked={field.value}
            disabled={!expires}
            ref={field.ref}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            error={formState.errors.timer?.message}
          />
        )}
      />
    </Stack>
  );
}
