import { Button } from '@mantine/core';
import { EmptyState } from '../../../components/EmptyState';
import { useChargeStatement } from '../api/getChargeStatement';
import { CHARGE_TEXTS } from '../texts';
import { DetailSection } from '../../../components/DetailSection';
import { StatementTable } from './StatementTable';

/** The statement lines of this charge. Rendered only for `charges.statement`, so never asked otherwise. */
export function ChargeStatementSection({ chargeId }: { chargeId: string }) {
  const statement = useChargeStatement(chargeId, true);
  const failed = statement.isError && !statement.data;
  // A charge has no period to choose: the finance screen's 'no transactions in the period' does not fit.
  if (statement.data?.content.length === 0)
    return (
      <DetailSection title={CHARGE_TEXTS.statementTitle}>
        <EmptyState compact title={CHARGE_TEXTS.statementEmpty} />
      </DetailSection>
    );
  return (
    <DetailSection title={CHARGE_TEXTS.statementTitle}>
      <StatementTable
        label={CHARGE_TEXTS.statementTitle}
        rows={statement.data?.content}
        error={
          failed && (
            <EmptyState
              title={CHARGE_TEXTS.statementLoadError}
              action={
                <Button variant="default" onClick={() => void statement.refetch()}>
                  {CHARGE_TEXTS.retry}
                </Button>
              }
            />
          )
        }
      />
    </DetailSection>
  );
}
