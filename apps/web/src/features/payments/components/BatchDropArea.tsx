import { useId, useRef, useState, type DragEvent } from 'react';
import { Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import IconFileUpload from '@tabler/icons-react/dist/esm/icons/IconFileUpload.mjs';
import { PAYMENTS_TEXTS as T } from '../texts';
import { BATCH_FILE_ACCEPT } from './batchFile';

interface BatchDropAreaProps {
  /** A file is being sent: the area waits, saying which. */
  busyText: string | null;
  /** Why the last file was refused (the browser's check or the server's words). */
  error: string | null;
  onFile: (file: File) => void;
}

/**
 * Spec 4 §2 'Batch tab': the area a CNAB file is dropped on. It is a button (Tab, Enter or Space
 * open the file chooser, a hidden input taking the contract's extensions), named by its sentence
 * (or the file being sent) and described by the accepted files and by the last refusal, which is
 * announced.
 */
export function BatchDropArea({ busyText, error, onFile }: BatchDropAreaProps) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const textId = useId();
  const hintId = useId();
  const errorId = useId();
  const busy = busyText !== null;

  const hover = (event: DragEvent) => {
    event.preventDefault();
    if (busy) return;
    event.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !busy) onFile(file);
  };

  return (
    <Stack gap={6}>
      <UnstyledButton
        onClick={() => input.current?.click()}
        onDragOver={hover}
        onDragEnter={hover}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        disabled={busy}
        aria-labelledby={textId}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        className="mantine-focus-auto"
        w="100%"
        p="xl"
        style={{
          border: `2px dashed var(--mantine-color-${error ? 'red-6' : over ? 'blue-6' : 'gray-4'})`,
          borderRadius: 'var(--mantine-radius-md)',
          background: over ? 'var(--mantine-color-blue-light)' : undefined,
          cursor: busy ? 'progress' : 'pointer',
        }}
      >
        <Stack align="center" gap={6} ta="center">
          {busy ? <Loader size="sm" aria-hidden="true" /> : <IconFileUpload size={32} aria-hidden="true" />}
          <Text fw={600} id={textId} role={busy ? 'status' : undefined}>
            {busyText ?? T.batchDrop}
          </Text>
          <Text fz="sm" c="dimmed" id={hintId}>
            {T.batchDropHint}
          </Text>
        </Stack>
      </UnstyledButton>
      <input
        ref={input}
        type="file"
        accept={BATCH_FILE_ACCEPT}
        aria-label={T.batchFileInput}
        hidden
        tabIndex={-1}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // Cleared, so choosing the same file again (after fixing it) is a change too.
          event.currentTarget.value = '';
          if (file) onFile(file);
        }}
      />
      {error && (
        <Text fz="sm" c="red" role="alert" id={errorId} style={{ whiteSpace: 'pre-line' }}>
          {error}
        </Text>
      )}
    </Stack>
  );
}
