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
