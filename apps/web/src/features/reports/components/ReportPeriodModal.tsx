import { useEffect } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import {
  REPORT_TYPE_INFO,
  defaultReportPeriod,
  earliestReportDate,
  reportPeriodIssue,
  reportRequestSchema,
  type ReportRequestInput,
  type ReportType,
} from '@cofre/contract';
import { CALENDAR_PROPS } from '../../../components/datePicker';
import { isApiError } from '../../../lib/api';
import { businessToday } from '../../../lib/businessDate';
import { useContractForm } from '../../../lib/form';
import { useCreateReport } from '../api/createReport';
import { REPORTS_TEXTS as T } from '../texts';

interface ReportPeriodModalProps {
  /** The report being asked for, or null while closed. */
  type: ReportType | null;
  onClose: () => void;
  /** The server accepted the request: the screen says 'Relatório gerado'. */
  onSent: () => void;
}

/**
 * The period of a report (spec 3 §5, §9): from 90 days back to today, the last 30 days to start
 * with, dd/MM/yyyy. The contract's schema checks the fields; `reportPeriodIssue` the days the
 * calendar already keeps out (a typed range, a tab left open past midnight).
 */
export function ReportPeriodModal({ type, onClose, onSent }: ReportPeriodModalProps) {
  const today = businessToday();
  const form = useContractForm(reportRequestSchema, {
    defaultValues: { reportType: type ?? 'SALES', ...defaultReportPeriod(today) },
  });
  const create = useCreateReport();
  const { errors } = form.formState;
  const [startDate, endDate] = form.watch(['startDate', 'endDate']);

  useEffect(() => {
    if (type) form.reset({ reportType: type, ...defaultReportPeriod(businessToday()) });
  }, [type, form]);

  const submit = form.handleSubmit((body) => {
    const issue = reportPeriodIssue(body, businessToday());
    if (issue) {
      form.setError(issue.field, { message: issue.message });
      return;
    }
    create.mutate(body as ReportRequestInput, {
      onSuccess: () => {
        onClose();
        onSent();
      },
      onError: (error) => {
        if (!isApiError(error)) console.error(T.failed, error);
        notifications.show({ color: 'red', message: T.failed });
      },
    });
  });

  const setRange = ([start, end]: [string | null, string | null]) => {
    form.setValue('startDate', start ?? '', { shouldValidate: form.formState.isSubmitted });
    form.setValue('endDate', end ?? '', { shouldValidate: form.formState.isSubmitted });
  };
  const error = errors.startDate?.message ?? errors.endDate?.message;
  const title = type ? T.modalTitle(REPORT_TYPE_INFO[type].title) : '';

  return (
    <Modal opened={type !== null} onClose={onClose} title={title} centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          {type && <Text fz="sm">{REPORT_TYPE_INFO[type].description}</Text>}
          <DatePickerInput
            {...CALENDAR_PROPS}
            type="range"
            allowSingleDateInRange
            label={T.periodLabel}
            description={T.periodHint}
            placeholder={T.datePlaceholder}
            valueFormat="DD/MM/YYYY"
            minDate={earliestReportDate(today)}
            maxDate={today}
            value={[startDate || null, endDate || null]}
            onChange={(next) => setRange([next[0] || null, next[1] || null])}
            error={error}
            popoverProps={{ withinPortal: true }}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {T.cancel}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {T.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
