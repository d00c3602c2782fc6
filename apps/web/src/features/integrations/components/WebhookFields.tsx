import type { ReactNode } from 'react';
import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import {
  WEBHOOK_DOMAIN_LABELS,
  WEBHOOK_DOMAINS,
  WEBHOOK_LIMITS,
  WEBHOOK_MESSAGES,
  type WebhookCreate,
} from '@cofre/contract';
import { WEBHOOKS_TEXTS as T } from '../texts';

interface WebhookFieldsProps {
  submitLabel: string;
  saving: boolean;
  onCancel: () => void;
  /** Fields of one form only (the edit form's 'Ativo'). */
  children?: ReactNode;
}

/**
 * Título, URL and the domains of an endpoint, shared by the create and edit forms (FormProvider),
 * with their buttons: saving needs at least one domain checked (spec 3 §5).
 */
export function WebhookFields({ submitLabel, saving, onCancel, children }: WebhookFieldsProps) {
  const { register, control, formState } = useFormContext<WebhookCreate>();
  const domains = useWatch({ control, name: 'domains' });
  const { errors } = formState;
  const noDomain = domains.length === 0;
  return (
    <Stack gap="md">
      <TextInput
        label={T.fieldTitle}
        required
        data-autofocus
        maxLength={WEBHOOK_LIMITS.title}
        error={errors.title?.message}
        {...register('title')}
      />
      <TextInput
        label={T.fieldUrl}
        required
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder={T.urlPlaceholder}
        maxLength={WEBHOOK_LIMITS.url}
        error={errors.url?.message}
        {...register('url')}
      />
      <Controller
        control={control}
        name="domains"
        render={({ field }) => (
          <Checkbox.Group
            label={T.domainsLabel}
            required
            description={noDomain && !errors.domains ? WEBHOOK_MESSAGES.domainRequired : undefined}
            error={errors.domains?.message}
            value={field.value}
            onChange={(checked) => field.onChange(WEBHOOK_DOMAINS.filter((domain) => checked.includes(domain)))}
          >
            <Group gap="lg" mt="xs">
              {WEBHOOK_DOMAINS.map((domain) => (
                <Checkbox
                  key={domain}
                  value={domain}
                  label={WEBHOOK_DOMAIN_LABELS[domain]}
                  ref={domain === WEBHOOK_DOMAINS[0] ? field.ref : undefined}
                  onBlur={field.onBlur}
                />
              ))}
            </Group>
          </Checkbox.Group>
        )}
      />
      {children}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          {T.cancel}
        </Button>
        <Button type="submit" loading={saving} disabled={noDomain}>
          {submitLabel}
        </Button>
      </Group>
    </Stack>
  );
}
