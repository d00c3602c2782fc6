import { Button } from '@mantine/core';
import { EmptyState } from '../../../components/EmptyState';
import { CLIENT_TEXTS } from '../texts';

/** A tab list's empty or failed state: the spec's empty text, or a retry. */
export function TabEmptyState({
  failed,
  emptyText,
  onRetry,
}: {
  failed: boolean;
  emptyText: string;
  onRetry: () => void;
}) {
  if (!failed) return <EmptyState title={emptyText} />;
  return (
    <EmptyState
      title={CLIENT_TEXTS.tabLoadError}
      action={
        <Button variant="default" onClick={onRetry}>
          {CLIENT_TEXTS.retry}
        </Button>
      }
    />
  );
}
