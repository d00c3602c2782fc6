import { useState } from 'react';
import { Button, Group, Modal, Stack, Stepper, Text } from '@mantine/core';
import { TWO_FACTOR_MESSAGES, type TwoFactorEnabledResponse } from '@cofre/contract';
import { showSuccess } from '../../../lib/api';
import { useNarrowScreen } from '../../../lib/useNarrowScreen';
import { useGenerateTwoFactor } from '../api/generateTwoFactor';
import { SECURITY_TEXTS as T } from '../texts';
import { EnableCodeStep } from './EnableCodeStep';
import { RecoveryCodesStep } from './RecoveryCodesStep';
import { ScanStep } from './ScanStep';

const STEPS = [T.stepInstall, T.stepScan, T.stepCode, T.stepRecovery] as const;
const [INSTALL, SCAN, CODE, RECOVERY] = [0, 1, 2, 3] as const;

/**
 * Turning two-factor on (spec 4 §4): install an app, scan the QR code, enter the 6-digit code; then
 * the recovery codes, shown once. Closing before the code changes nothing (the switch goes back);
 * once on, the dialog closes only through 'Guardei meus códigos'.
 */
export function EnableTwoFactorDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const narrow = useNarrowScreen();
  const [active, setActive] = useState<number>(INSTALL);
  const [codes, setCodes] = useState<readonly string[]>([]);
  const generate = useGenerateTwoFactor();
  const showingCodes = active === RECOVERY;

  const toScan = () => {
    setActive(SCAN);
    if (!generate.data && !generate.isPending) generate.mutate();
  };
  const onEnabled = (answer: TwoFactorEnabledResponse) => {
    showSuccess(TWO_FACTOR_MESSAGES.enabled);
    setCodes(answer.recoveryCodes);
    setActive(RECOVERY);
  };

  return (
    <Modal
      opened={opened}
      onClose={showingCodes ? () => {} : onClose}
      withCloseButton={!showingCodes}
      closeOnEscape={!showingCodes}
      closeOnClickOutside={false}
      title={T.dialogTitle}
      size="lg"
      fullScreen={narrow}
      centered
    >
      <Stepper active={active} size="sm" iconSize={28} allowNextStepsSelect={false} mb="lg">
        {STEPS.map((label) => (
          <Stepper.Step key={label} label={narrow ? undefined : label} aria-label={narrow ? label : undefined} />
        ))}
      </Stepper>
      {narrow && (
        <Text fw={600} mb="sm">
          {STEPS[active]}
        </Text>
      )}
      {active === INSTALL && (
        <Stack gap="md">
          <Text fz="sm">{T.installText}</Text>
          <Text fz="sm" c="dimmed">
            {T.installHint}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {T.cancel}
            </Button>
            <Button onClick={toScan}>{T.next}</Button>
          </Group>
        </Stack>
      )}
      {active === SCAN && (
        <Stack gap="md">
          <ScanStep generated={generate.data} failed={generate.isError} onRetry={() => generate.mutate()} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setActive(INSTALL)}>
              {T.back}
            </Button>
            <Button disabled={!generate.data} onClick={() => setActive(CODE)}>
              {T.next}
            </Button>
          </Group>
        </Stack>
      )}
      {active === CODE && <EnableCodeStep onBack={() => setActive(SCAN)} onEnabled={onEnabled} />}
      {showingCodes && <RecoveryCodesStep codes={codes} onDone={onClose} />}
    </Modal>
  );
}
