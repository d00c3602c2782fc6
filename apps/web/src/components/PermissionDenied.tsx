import { Stack, Text, ThemeIcon } from '@mantine/core';
import IconLock from '@tabler/icons-react/dist/esm/icons/IconLock.mjs';
import { PERMISSION_DENIED_TEXT } from '@cofre/contract';

export function PermissionDenied() {
  return (
    <Stack align="center" gap="md" py={64} ta="center">
      <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden="true">
        <IconLock size={28} />
      </ThemeIcon>
      <Text component="h1" fz="lg" fw={600} m={0}>
        {PERMISSION_DENIED_TEXT}
      </Text>
    </Stack>
  );
}
