import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { NOTICE_MESSAGES, noticeBasicSchema, type NoticeSettings } from '@cofre/contract';
import { showApiError, showSuccess } from '../../../lib/api';
import { useContractForm } from '../../../lib/form';
import { DetailSection } from '../../../components/DetailSection';
import { useSaveNoticeBasic } from '../api/noticeSettings';
import { NOTICES_TEXTS as T } from '../texts';

const valuesOf = (settings: NoticeSettings) => ({
  name: settings.name,
  email: settings.email,
  hiddenEmail: settings.hiddenEmail ?? '',
  activeAllNotifications: settings.activeAllNotifications,
});

/**
 * The identification (spec 3 §5): name and e-mail required, the hidden copy optional but a valid
 * e-mail; 'Salvar' stays off until a field changes. The master switch is saved by its own button.
 */
export function IdentificationForm({ settings }: { settings: NoticeSettings }) {
  const save = useSaveNoticeBasic();
  const form = useContractForm(noticeBasicSchema, { values: valuesOf(settings) });
  const submit = form.handleSubmit(async (basic) => {
    try {
      await save.mutateAsync({ ...basic, activeAllNotifications: settings.activeAllNotifications });
      showSuccess(NOTICE_MESSAGES.identificationSaved);
    } catch (error) {
      showApiError(error);
    }
  });
  const { errors, isDirty } = form.formState;
  return (
    <DetailSection title={T.identificationTitle}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Text fz="sm" c="dimmed">
            {T.identificationHint}
          </Text>
          <TextInput label={T.name} required error={errors.name?.message} {...form.register('name')} />
          <TextInput label={T.email} type="email" required error={errors.email?.message} {...form.register('email')} />
          <TextInput
            label={T.hiddenEmail}
            description={T.hiddenEmailHint}
            type="email"
            error={errors.hiddenEmail?.message}
            {...form.register('hiddenEmail')}
          />
          <Group justify="flex-end">
            <Button type="submit" disabled={!isDirty} loading={save.isPending}>
              {T.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </DetailSection>
  );
}
