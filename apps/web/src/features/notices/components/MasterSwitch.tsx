import { Button, Group, Text } from '@mantine/core';
import { NOTICE_MESSAGES, type NoticeSettings } from '@cofre/contract';
import { DetailSection } from '../../../components/DetailSection';
import { showApiError, showSuccess } from '../../../lib/api';
import { useSaveNoticeBasic } from '../api/noticeSettings';
import { NOTICES_TEXTS as T } from '../texts';

/** The button that turns every notice off, or on again (spec 3 §2, §4), with the saved identification. */
export function MasterSwitch({ settings }: { settings: NoticeSettings }) {
  const save = useSaveNoticeBasic();
  const on = settings.activeAllNotifications;
  const toggle = () =>
    save.mutate(
      { name: settings.name, email: settings.email, hiddenEmail: settings.hiddenEmail, activeAllNotifications: !on },
      {
        onSuccess: () => showSuccess(on ? NOTICE_MESSAGES.allOff : NOTICE_MESSAGES.allOn),
        onError: (error) => showApiError(error),
      },
    );
  return (
    <DetailSection title={T.masterTitle}>
      <Group justify="space-between" gap="md">
        <Text fz="sm" c="dimmed" maw={420}>
          {on ? T.masterOnHint : T.masterOffHint}
        </Text>
        <Button
          variant={on ? 'default' : 'filled'}
          color={on ? 'red' : undefined}
          loading={save.isPending}
          onClick={toggle}
        >
          {on ? T.disableAll : T.enableAll}
        </Button>
      </Group>
    </DetailSection>
  );
}
