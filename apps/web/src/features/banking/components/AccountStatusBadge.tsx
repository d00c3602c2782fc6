import { Tooltip } from '@mantine/core';
import {
  BANKING_ACCOUNT_STATUS_LABELS,
  KYC_PART_LABELS,
  type BankingAccountStatus,
  type KycAnalysisResult,
} from '@cofre/contract';
import { StatusBadge } from '../../../components/StatusBadge';

export const STATUS_COLORS: Record<BankingAccountStatus, string> = {
  INACTIVE: 'gray',
  PENDING: 'yellow',
  ACTIVE: 'green',
  FAILED: 'red',
};

interface AccountStatusBadgeProps {
  status: BankingAccountStatus;
  kycAnalysisResult: KycAnalysisResult | null;
}

/** The account's status; a refused one carries the analysis result as its tooltip (spec 3 §4). */
export function AccountStatusBadge({ status, kycAnalysisResult }: AccountStatusBadgeProps) {
  const badge = (
    <StatusBadge color={STATUS_COLORS[status]} size="lg">
      {BANKING_ACCOUNT_STATUS_LABELS[status]}
    </StatusBadge>
  );
  if (status !== 'FAILED' || !kycAnalysisResult) return badge;
  const tooltip = `${KYC_PART_LABELS[kycAnalysisResult.part]}: ${kycAnalysisResult.reason}`;
  return (
    <Tooltip label={tooltip} multiline w={280} withArrow events={{ hover: true, focus: true, touch: true }}>
      {/* The same result is written in the alert below, for keyboards and screen readers. */}
      <span>{badge}</span>
    </Tooltip>
  );
}
