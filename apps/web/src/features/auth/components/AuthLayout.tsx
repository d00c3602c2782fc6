import type { ReactNode } from 'react';
import { List, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { MAX_INSTALLMENTS } from '@cofre/contract';
import IconCheck from '@tabler/icons-react/dist/esm/icons/IconCheck.mjs';
import { brand } from '../../../app/brand';
import { BrandLogo } from '../../../components/BrandLogo';
import classes from './AuthLayout.module.css';
import { LOGIN_TEXTS } from '../loginTexts';

const HIGHLIGHTS = [
  'Cartão de crédito, boleto e Pix em um só lugar',
  'Links de pagamento e assinaturas recorrentes',
  'Saques e antecipação de recebíveis',
];

/** The public pages' frame: brand banner on the side (desktop), the form card on the right. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className={classes.root}>
      <aside className={classes.banner} aria-label={LOGIN_TEXTS.about(brand.name)}>
        <BrandLogo size={36} color="white" />
        <Stack gap="lg" maw={440} style={{ position: 'relative', zIndex: 1 }}>
          <p className={classes.headline}>
            {LOGIN_TEXTS.headlineBefore}{' '}
            <span className={classes.highlight}>{LOGIN_TEXTS.headlineInstallments(MAX_INSTALLMENTS)}</span>{' '}
            {LOGIN_TEXTS.headlineAfter}
          </p>
          <Text fz="lg" c="white" opacity={0.9}>
            {LOGIN_TEXTS.pitch}
          </Text>
          <List
            spacing="sm"
            c="white"
            icon={
              <ThemeIcon size={22} radius="xl" color="white" variant="white" aria-hidden="true">
                <IconCheck size={14} color={brand.primary} />
              </ThemeIcon>
            }
          >
            {HIGHLIGHTS.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        </Stack>
        <Text fz="sm" c="white" opacity={0.75}>
          © {new Date().getFullYear()} {brand.name}
        </Text>
      </aside>
      <main className={classes.formSide}>
        <div className={classes.card}>
          <div className={classes.mobileLogo}>
            <BrandLogo size={36} />
          </div>
          <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 40 }}>
            {children}
          </Paper>
        </div>
      </main>
    </div>
  );
}
