import { Box, Group, Text } from '@mantine/core';
import IconCreditCard from '@tabler/icons-react/dist/esm/icons/IconCreditCard.mjs';
import type { Card } from '@cofre/contract';
import { CARDS_TEXTS as T } from '../texts';

/** A dark card while it spends; grey once blocked or cancelled. */
const BACKGROUND = {
  live: 'linear-gradient(135deg, var(--mantine-color-dark-7) 0%, var(--mantine-color-indigo-9) 100%)',
  off: 'linear-gradient(135deg, var(--mantine-color-gray-7) 0%, var(--mantine-color-gray-9) 100%)',
};

function Field({ label, value, wide = false }: { label: string; value: string; wide?: boolean }) {
  return (
    <div style={wide ? { gridColumn: '1 / -1' } : undefined}>
      <Text component="dt" fz="xs" c="gray.3" tt="uppercase">
        {label}
      </Text>
      <Text component="dd" m={0} fz="sm" fw={600} ff="monospace">
        {value}
      </Text>
    </div>
  );
}

/**
 * The card as a picture (spec 4 §2): its name, the number masked but for the last 4 digits, the
 * CVV and the expiry masked; 'Ver dados' shows them (D24). Its name for assistive technology says
 * the card and its last digits.
 */
export function CardVisual({ card }: { card: Card }) {
  const live = card.status === 'ACTIVE';
  return (
    <Box
      role="group"
      aria-label={T.cardOf(card.cardName, card.last4)}
      p="lg"
      c="white"
      maw={400}
      w="100%"
      style={{
        aspectRatio: '1.586',
        borderRadius: 'var(--mantine-radius-lg)',
        background: live ? BACKGROUND.live : BACKGROUND.off,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
      }}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text fw={700} fz="lg" truncate>
          {card.cardName}
        </Text>
        <IconCreditCard size={28} aria-hidden="true" />
      </Group>
      <Box
        component="dl"
        m={0}
        style={{ display: 'grid', gridTemplateColumns: 'max-content max-content', gap: '8px 32px' }}
      >
        <Field label={T.numberLabel} value={T.maskedNumber(card.last4)} wide />
        <Field label={T.expiry} value={T.maskedExpiry} />
        <Field label={T.cvv} value={T.maskedCvv} />
      </Box>
    </Box>
  );
}
