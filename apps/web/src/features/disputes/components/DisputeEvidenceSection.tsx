import { useState } from 'react';
import { ActionIcon, Alert, Anchor, Button, FileButton, Group, List, Stack, Text } from '@mantine/core';
import IconPaperclip from '@tabler/icons-react/dist/esm/icons/IconPaperclip.mjs';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import { DISPUTE_EVIDENCE_MESSAGES, DISPUTE_EVIDENCE_RULES, type ChargeDetail } from '@cofre/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DetailSection } from '../../../components/DetailSection';
import { showApiError, showSuccess, showWarning } from '../../../lib/api';
import { fetchApiBlob, saveBlob } from '../../../lib/api/files';
import { businessToday, calendarDaysBetween, formatDateTime } from '../../../lib/format';
import { useCan } from '../../../lib/permissions';
import { evidenceFilePath, useAddEvidence, useRemoveEvidence, useSubmitEvidence } from '../api/disputeEvidence';
import { EVIDENCE_TEXTS as T } from '../texts';

const ACCEPT = [...DISPUTE_EVIDENCE_RULES.contentTypes, ...DISPUTE_EVIDENCE_RULES.extensions].join(',');
const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB` : `${Math.ceil(bytes / 1024)} KB`;

/** The browser's first check of a file (the server checks it again, by content). */
function refusal(file: File): string | null {
  if (file.size > DISPUTE_EVIDENCE_RULES.maxBytes) return DISPUTE_EVIDENCE_MESSAGES.tooLarge;
  const typed = (DISPUTE_EVIDENCE_RULES.contentTypes as readonly string[]).includes(file.type);
  return typed ? null : DISPUTE_EVIDENCE_MESSAGES.wrongType;
}

/**
 * An open dispute's answer: the days left to the deadline, the files attached (download, remove),
 * 'Enviar documentos' to the card network; after that, when they were sent.
 */
export function DisputeEvidenceSection({ charge }: { charge: ChargeDetail }) {
  const canWrite = useCan('charges.write');
  const add = useAddEvidence(charge.uuid);
  const remove = useRemoveEvidence(charge.uuid);
  const submit = useSubmitEvidence(charge.uuid);
  const [confirming, setConfirming] = useState(false);
  const dispute = charge.dispute;
  if (!dispute || dispute.status !== 'OPEN') return null;
  const daysLeft = calendarDaysBetween(businessToday(), dispute.deadline);
  const sent = dispute.evidenceSubmittedAt !== null;
  const editable = canWrite && !sent && daysLeft >= 0;
  const room = DISPUTE_EVIDENCE_RULES.maxFiles - dispute.evidence.length;

  const upload = async (files: File[]) => {
    const chosen = files.slice(0, Math.max(room, 0));
    if (files.length > chosen.length) showWarning(DISPUTE_EVIDENCE_MESSAGES.tooMany);
    let uploaded = 0;
    for (const file of chosen) {
      const problem = refusal(file);
      if (problem) {
        showWarning(`${file.name}: ${problem}`);
        continue;
      }
      try {
        await add.mutateAsync(file);
        uploaded += 1;
      } catch (failure) {
        showApiError(failure);
      }
    }
    if (uploaded > 0) showSuccess(T.uploaded(uploaded));
  };
  const download = async (id: string, name: string) => {
    try {
      saveBlob(await fetchApiBlob(evidenceFilePath(charge.uuid, id), '*/*'), name);
    } catch (failure) {
      showApiError(failure);
    }
  };
  const send = async () => {
    try {
      await submit.mutateAsync();
      showSuccess(DISPUTE_EVIDENCE_MESSAGES.sent);
    } catch (failure) {
      showApiError(failure);
    } finally {
      setConfirming(false);
    }
  };

  return (
    <DetailSection title={T.title}>
      <Stack gap="sm">
        {sent ? (
          <Alert color="blue" variant="light">
            {T.sentAt(formatDateTime(dispute.evidenceSubmittedAt!))}
          </Alert>
        ) : (
          <Alert color={daysLeft <= 1 ? 'red' : 'yellow'} variant="light" role="status">
            <Text fz="sm" fw={600}>
              {DISPUTE_EVIDENCE_MESSAGES.deadline(daysLeft)}
            </Text>
            <Text fz="sm">{T.intro}</Text>
          </Alert>
        )}
        {dispute.evidence.length === 0 ? (
          <Text fz="sm" c="dimmed">
            {T.none}
          </Text>
        ) : (
          <List spacing="xs" listStyleType="none" p={0}>
            {dispute.evidence.map((file) => (
              <List.Item key={file.id}>
                <Group gap="xs" wrap="nowrap">
                  <Anchor
                    component="button"
                    type="button"
                    fz="sm"
                    aria-label={T.download(file.fileName)}
                    style={{ overflowWrap: 'anywhere', textAlign: 'left' }}
                    onClick={() => void download(file.id, file.fileName)}
                  >
                    {file.fileName}
                  </Anchor>
                  <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {sizeText(file.size)}
                  </Text>
                  {editable && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={T.remove(file.fileName)}
                      loading={remove.isPending && remove.variables === file.id}
                      onClick={() =>
                        remove.mutate(file.id, {
                          onSuccess: () => showSuccess(T.removed),
                          onError: (failure) => showApiError(failure),
                        })
                      }
                    >
                      <IconTrash size={16} aria-hidden="true" />
                    </ActionIcon>
                  )}
                </Group>
              </List.Item>
            ))}
          </List>
        )}
        {editable && (
          <Group gap="sm">
            <FileButton multiple accept={ACCEPT} onChange={(files) => void upload(files)} disabled={room <= 0}>
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  loading={add.isPending}
                  leftSection={<IconPaperclip size={16} aria-hidden="true" />}
                >
                  {T.choose}
                </Button>
              )}
            </FileButton>
            <Button onClick={() => setConfirming(true)} disabled={dispute.evidence.length === 0 || add.isPending}>
              {DISPUTE_EVIDENCE_MESSAGES.send}
            </Button>
          </Group>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={T.submitQuestion}
        confirmLabel={DISPUTE_EVIDENCE_MESSAGES.send}
        cancelLabel={T.back}
        loading={submit.isPending}
        onConfirm={() => void send()}
        onCancel={() => setConfirming(false)}
      >
        {T.submitWarning}
      </ConfirmDialog>
    </DetailSection>
  );
}
