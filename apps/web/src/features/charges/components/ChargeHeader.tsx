import { Fragment } from 'react';
import { Anchor, Avatar, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import IconExternalLink from '@tabler/icons-react/dist/esm/icons/IconExternalLink.mjs';
import { formatDocument, formatPhone, initials, type ChargeDetail } from '@cofre/contract';
import { EmailText, Nowrap } from '../../../components/Unbreakable';
import { clientPath } from '../links';
import { CHARGE_TEXTS } from '../texts';
import { ChargeStatusBadge } from './ChargeStatusBadge';
import { ChargeActions } from './ChargeActions';
import { DisputeLearnMore } from '../../disputes';
import classes from './ChargeHeader.module.css';

/** The customer with initials, document and contacts; the status ('Saiba mais' on a dispute); the actions (spec 1 §2.8). */
export function ChargeHeader({ charge }: { charge: ChargeDetail }) {
  const contacts = [
    formatDocument(charge.customerDocument),
    charge.email,
    formatPhone(charge.countryCode, charge.phone),
  ];
  const shown = (contact: string) =>
    contact === charge.email ? <EmailText email={contact} /> : <Nowrap>{contact}</Nowrap>;
  return (
    <Group justify="space-between" align="flex-start" gap="md">
      <Group gap="md" wrap="nowrap" align="center" style={{ minWidth: 0 }}>
        <Avatar size="lg" radius="xl" color="brand" aria-hidden="true">
          {initials(charge.customerName)}
        </Avatar>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="sm" align="center">
            <Title order={1} fz="h2" style={{ overflowWrap: 'anywhere' }}>
              {charge.customerName}
            </Title>
            <ChargeStatusBadge status={charge.status} refundedAmount={charge.refundedAmount} />
            <DisputeLearnMore charge={charge} />
          </Group>
          <Text fz="sm" c="dimmed">
            {contacts.filter(Boolean).map((contact, index) => (
              <Fragment key={contact}>
                {index > 0 && ' · '}
                <span className={classes.contact}>{shown(contact)}</span>
              </Fragment>
            ))}
          </Text>
          {charge.customerId && (
            <Anchor
              href={clientPath(charge.customerId)}
              target="_blank"
              rel="noopener noreferrer"
              fz="sm"
              style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
            >
              {CHARGE_TEXTS.seeClient}
              <IconExternalLink size={14} aria-hidden="true" />
              <VisuallyHidden> {CHARGE_TEXTS.opensInNewTab}</VisuallyHidden>
            </Anchor>
          )}
        </Stack>
      </Group>
      <ChargeActions charge={charge} />
    </Group>
  );
}
