import { Group, Paper, Stack, Switch, Text } from '@mantine/core';
import {
  NOTICE_MESSAGES,
  switchCode,
  type NoticeChannel,
  type NoticeMethod,
  type NoticeSettings,
  type NoticeTypeSetting,
} from '@cofre/contract';
import { showApiError, showSuccess } from '../../../lib/api';
import { useSaveNoticeSwitch } from '../api/noticeSettings';
import { NOTICES_TEXTS as T } from '../texts';

const CHANNELS: ReadonlyArray<{ channel: NoticeChannel; key: 'email' | 'whatsapp'; label: string }> = [
  { channel: 'EMAIL', key: 'email', label: T.channelEmail },
  { channel: 'WHATSAPP', key: 'whatsapp', label: T.channelWhatsApp },
];

/**
 * One method's tab (spec 3 §2): each type with its e-mail and WhatsApp switches and its message.
 * With the master switch off every switch is disabled (the banner above says why).
 */
export function MethodNotices({ settings, method }: { settings: NoticeSettings; method: NoticeMethod }) {
  const save = useSaveNoticeSwitch();
  const types = settings.types.filter((type) => type.method === method);
  const toggle = (type: NoticeTypeSetting, channel: NoticeChannel, active: boolean) =>
    save.mutate(
      { type: switchCode(type.type, channel), active },
      {
        onSuccess: () => showSuccess(active ? NOTICE_MESSAGES.switchedOn : NOTICE_MESSAGES.switchedOff),
        onError: (error) => showApiError(error),
      },
    );
  return (
    <Stack gap="md">
      <Text fz="sm" c="dimmed">
        {method === 'CREDIT_CARD' ? T.cardHint : T.methodHint} {T.lateHint}
      </Text>
      {types.map((type) => (
        <Paper key={type.type} withBorder p="md" radius="md">
          <Stack gap="sm">
            <Group justify="space-between" gap="sm" wrap="wrap">
              <Text fw={600} id={`notice-${type.type}`}>
                {type.label}
              </Text>
              <Group gap="lg">
                {CHANNELS.map(({ channel, key, label }) => (
                  <Switch
                    key={channel}
                    label={label}
                    aria-label={`${type.label}: ${label}`}
                    checked={type[key]}
                    disabled={!settings.activeAllNotifications || save.isPending}
                    onChange={(event) => toggle(type, channel, event.currentTarget.checked)}
                  />
                ))}
              </Group>
            </Group>
            <Text fz="xs" c="dimmed" fw={600}>
              {T.templateLabel}
            </Text>
            <Text fz="sm" bg="var(--mantine-color-gray-0)" p="xs" style={{ borderRadius: 6, wordBreak: 'break-word' }}>
              {type.template}
            </Text>
          </Stack>
        </Paper>
      ))}
      <Text fz="xs" c="dimmed">
        {T.whatsAppHint}
      </Text>
    </Stack>
  );
}
