import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import IconAlertCircle from '@tabler/icons-react/dist/esm/icons/IconAlertCircle.mjs';
import IconCircleCheck from '@tabler/icons-react/dist/esm/icons/IconCircleCheck.mjs';
import IconClock from '@tabler/icons-react/dist/esm/icons/IconClock.mjs';
import { BANKING_ACCOUNT_MESSAGES as M, KYC_PART_LABELS, type BankingAccountView } from '@cofre/contract';
import { SandboxActionButton } from '../../../components/SandboxActionButton';
import { formatDateTime } from '../../../lib/format';
import { useSandboxControls } from '../../../lib/sandbox';
import { useCompleteAnalysis } from '../api/completeAnalysis';
import { BANKING_TEXTS as T } from '../texts';
import { stepOfKycPart, type WizardStep } from './formValues';

interface AccountStatusPanelProps {
  account: BankingAccountView;
  activeStep: WizardStep;
  onGoToStep: (step: WizardStep) => void;
}

/** What the status means for the seller: in analysis, refused (what and why, which step), or active. */
export function AccountStatusPanel({ account, activeStep, onGoToStep }: AccountStatusPanelProps) {
  if (account.status === 'PENDING') return <PendingNotice submittedAt={account.submittedAt} />;
  if (account.status === 'FAILED' && account.kycAnalysisResult) {
    const { part, reason } = account.kycAnalysisResult;
    const step = stepOfKycPart(part);
    const stepTitle = M.steps[step];
    return (
      <Alert color="red" variant="light" title={T.failedTitle} icon={<IconAlertCircle size={20} aria-hidden="true" />}>
        <Stack gap="xs">
          <Text fz="sm" fw={600}>
            {T.failedPart(KYC_PART_LABELS[part])}
          </Text>
          <Text fz="sm">{reason}</Text>
          <Text fz="sm">{part === 'DOCUMENTS' ? T.failedFixDocuments : T.failedFix(stepTitle)}</Text>
          {activeStep !== step && (
            <Group>
              <Button size="xs" variant="white" color="red" onClick={() => onGoToStep(step)}>
                {T.goToStep(stepTitle)}
              </Button>
            </Group>
          )}
        </Stack>
      </Alert>
    );
  }
  if (account.status === 'ACTIVE' && account.account) {
    const { bankCode, agency, number, digit } = account.account;
    const items = [
      { label: T.bank, value: bankCode },
      { label: T.agency, value: agency },
      { label: T.account, value: `${number}-${digit}` },
    ];
    return (
      <Alert
        color="green"
        variant="light"
        title={T.activeTitle}
        icon={<IconCircleCheck size={20} aria-hidden="true" />}
      >
        <Stack gap="xs">
          <Text fz="sm">{T.activeText}</Text>
          <SimpleGrid component="dl" cols={{ base: 2, xs: 3 }} spacing="md" m={0} maw={520}>
            {items.map((item) => (
              <div key={item.label}>
                <Text component="dt" fz="xs" c="dimmed">
                  {item.label}
                </Text>
                <Text component="dd" m={0} fw={700} fz="lg" ff="monospace">
                  {item.value}
                </Text>
              </div>
            ))}
          </SimpleGrid>
        </Stack>
      </Alert>
    );
  }
  return null;
}

function PendingNotice({ submittedAt }: { submittedAt: string | null }) {
  const sandbox = useSandboxControls();
  const analysis = useCompleteAnalysis();
  return (
    <Alert color="yellow" variant="light" title={T.pendingTitle} icon={<IconClock size={20} aria-hidden="true" />}>
      <Stack gap="xs">
        <Text fz="sm">{T.pendingText}</Text>
        {submittedAt && (
          <Text fz="xs" c="dimmed">
            {T.submittedAt(formatDateTime(submittedAt))}
          </Text>
        )}
        {sandbox && (
          <Group>
            <SandboxActionButton
              label={T.sandboxAnalysis}
              done={T.sandboxAnalysisDone}
              mutation={analysis}
              variables={undefined}
            />
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
