import { Button, Group, Loader, Stack, Textarea, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { CHECKOUT_MESSAGES, checkoutInputSchema, type Checkout, type CheckoutInput } from '@cofre/contract';
import { isApiError, showApiError, showSuccess } from '../../../lib/api';
import { useContractForm } from '../../../lib/form';
import { subdomainQuery } from '../api/checkSubdomain';
import { useCreateCheckout } from '../api/createCheckout';
import { useUpdateCheckout } from '../api/updateCheckout';
import { CHECKOUT_TEXTS } from '../texts';
import { CheckoutLink } from './CheckoutLink';
import { normalizeSubdomain, unavailableMessage, useSubdomainFeedback } from './useSubdomainFeedback';

const DESCRIPTION_MAX = 500;

const valuesOf = (checkout: Checkout | null): CheckoutInput => ({
  title: checkout?.title ?? '',
  description: checkout?.description ?? '',
  subDomain: checkout?.subDomain ?? '',
});

/** Where the public address starts: the saved checkout's, or this site's before the first save. */
function publicBase(checkout: Checkout | null): string {
  if (checkout?.url.endsWith(checkout.subDomain)) return checkout.url.slice(0, -checkout.subDomain.length);
  return `${window.location.origin}/pagar/`;
}

/**
 * The seller's checkout identity (spec 2 §2, §4, §5): title, description, the URL's subdomain with
 * its availability, the public link with 'Copiar link', and 'Salvar' (POST the first time, PUT after).
 */
export function CheckoutInfoForm({ checkout }: { checkout: Checkout | null }) {
  const form = useContractForm(checkoutInputSchema, { defaultValues: valuesOf(checkout) });
  const { control, register, formState } = form;
  const description = useWatch({ control, name: 'description' }) ?? '';
  const typedSubdomain = useWatch({ control, name: 'subDomain' });
  const feedback = useSubdomainFeedback(typedSubdomain, checkout?.subDomain ?? null);
  const queryClient = useQueryClient();
  const create = useCreateCheckout();
  const update = useUpdateCheckout();

  const save = form.handleSubmit(async (body) => {
    try {
      if (body.subDomain !== checkout?.subDomain) {
        const refused = unavailableMessage(await queryClient.fetchQuery(subdomainQuery(body.subDomain)));
        if (refused) {
          form.setError('subDomain', { message: refused }, { shouldFocus: true });
          return;
        }
      }
      const saved = checkout ? await update.mutateAsync({ id: checkout.id, body }) : await create.mutateAsync(body);
      showSuccess(checkout ? CHECKOUT_MESSAGES.edited : CHECKOUT_MESSAGES.created);
      form.reset(valuesOf(saved));
    } catch (error) {
      if (isApiError(error) && error.items.some((item) => item.code === 'CKO-001')) {
        form.setError('subDomain', { message: CHECKOUT_MESSAGES.subdomainTaken }, { shouldFocus: true });
      }
      showApiError(error);
    }
  });

  const subdomainError = formState.errors.subDomain?.message ?? feedback.error;
  return (
    <form noValidate onSubmit={(event) => void save(event)}>
      <Stack gap="lg">
        <TextInput
          label={CHECKOUT_TEXTS.title}
          withAsterisk
          error={formState.errors.title?.message}
          {...register('title')}
        />
        <Textarea
          label={CHECKOUT_TEXTS.description}
          rows={4}
          resize="vertical"
          description={CHECKOUT_TEXTS.counter(description.length, DESCRIPTION_MAX)}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          error={formState.errors.description?.message}
          {...register('description')}
        />
        <TextInput
          label={CHECKOUT_TEXTS.url}
          withAsterisk
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
          description={CHECKOUT_TEXTS.urlHint(`${publicBase(checkout)}${normalizeSubdomain(typedSubdomain)}`)}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          styles={{ description: { overflowWrap: 'anywhere' } }}
          error={subdomainError}
          rightSection={feedback.checking ? <Loader size="xs" aria-label={CHECKOUT_TEXTS.checking} /> : undefined}
          {...register('subDomain')}
        />
        {!subdomainError && feedback.success && (
          <Group gap={4} mt={-12} role="status" c="teal.8" fz="sm">
            {feedback.success}
          </Group>
        )}
        <CheckoutLink url={checkout?.url ?? null} />
        <Group justify="flex-end">
          <Button type="submit" loading={formState.isSubmitting}>
            {CHECKOUT_TEXTS.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
