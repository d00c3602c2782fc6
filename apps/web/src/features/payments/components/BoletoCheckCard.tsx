import { useId } from 'react';
import { Paper, Stack, Title } from '@mantine/core';
import { formatDate, maskBoletoInput, type BoletoCheck } from '@cofre/contract';
import { DetailList } from '../../../components/DetailList';
import { PAYMENTS_TEXTS as T } from '../texts';
import { Money } from '../../../components/Unbreakable';

const dayOr = (day: string | null) => (day ? formatDate(day) : T.noDate);

/**
 * The check's answer (spec 4 §3 'Boleto check result'): payee, masked document, bank, due and limit
 * dates, and what paying it on the chosen day costs — nominal value, discount, fine, interest, total.
 */
export function BoletoCheckCard({ check, busy }: { check: BoletoCheck; busy: boolean }) {
  const titleId = useId();
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={titleId} aria-busy={busy}>
      <Stack gap="sm">
        <Title order={3} fz="md" id={titleId}>
          {T.boletoDataTitle}
        </Title>
        <DetailList
          items={[
            { label: T.payee, value: check.payee },
            { label: T.payeeDocument, value: check.payeeDocument },
            { label: T.boletoBank, value: check.bank },
            { label: T.boletoKind, value: T.boletoKindName(check.kind) },
            { label: T.boletoLine, value: maskBoletoInput(check.line) },
            { label: T.dueDate, value: dayOr(check.dueDate) },
            { label: T.finalPaymentDate, value: dayOr(check.finalPaymentDate) },
            { label: T.nominalAmount, value: <Money cents={check.nominalAmount} /> },
            { label: T.discount, value: <Money cents={check.discount} /> },
            { label: T.fine, value: <Money cents={check.fine} /> },
            { label: T.interest, value: <Money cents={check.interest} /> },
            { label: T.totalDue, value: <Money cents={check.amount} /> },
          ]}
        />
      </Stack>
    </Paper>
  );
}
