import { ActionIcon, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { BANKING_ACCOUNT_MESSAGES as M, PARTNER_TYPE_LABELS, PARTNER_TYPES } from '@cofre/contract';
import { DateField } from '../../../components/DateField';
import { DocumentInput } from '../../../components/DocumentInput';
import { MaskedInput } from '../../../components/MaskedInput';
import { PhoneInput } from '../../../components/PhoneInput';
import { maskedFieldProps } from '../../../lib/form';
import { BANKING_TEXTS as T } from '../texts';
import { AddressFields } from './AddressFields';
import { isCompanyDocument, type PartnersValues } from './formValues';
import { FormSelect } from './FormSelect';
import { FormTextInput } from './FormTextInput';

const PARTNER_TYPE_OPTIONS = PARTNER_TYPES.map((value) => ({ value, label: PARTNER_TYPE_LABELS[value] }));
/** A CPF until the 12th digit, then a CNPJ: IMask picks the mask the digits fit. */
const CPF_OR_CNPJ_MASK = [{ mask: '000.000.000-00' }, { mask: '00.000.000/0000-00' }];

interface PartnerFieldsProps {
  index: number;
  /** Absent when the partner is the only one (there is always one). */
  onRemove?: () => void;
}

/**
 * One partner: the first is always a person (CPF only, spec 3 §5); the others a person or a
 * company, the labels following the document's kind (name or legal name, birth or founding date).
 */
export function PartnerFields({ index, onRemove }: PartnerFieldsProps) {
  const { control } = useFormContext<PartnersValues>();
  const document = useWatch({ control, name: `partners.${index}.document` });
  const company = index > 0 && isCompanyDocument(document);
  const title = T.partnerTitle(index);

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label={title}>
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} fz="md">
            {title}
          </Title>
          {onRemove && (
            <ActionIcon variant="subtle" color="red" onClick={onRemove} aria-label={T.removePartner(index)}>
              <IconTrash size={18} aria-hidden="true" />
            </ActionIcon>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Controller
            control={control}
            name={`partners.${index}.document`}
            render={({ field, fieldState }) => {
              const props = maskedFieldProps(field, fieldState);
              return index === 0 ? (
                <DocumentInput {...props} kind="CPF" label={T.partnerCpf} description={T.firstPartnerHint} />
              ) : (
                <MaskedInput {...props} mask={CPF_OR_CNPJ_MASK} inputMode="numeric" label={T.partnerDocument} />
              );
            }}
          />
          <FormTextInput
            name={`partners.${index}.name`}
            label={company ? T.companyPartnerName : T.personName}
            description={company ? undefined : M.fullNameHint}
            maxLength={150}
          />
          <FormSelect
            name={`partners.${index}.type`}
            label={T.partnerType}
            data={PARTNER_TYPE_OPTIONS}
            allowDeselect={false}
          />
          <Controller
            control={control}
            name={`partners.${index}.date`}
            render={({ field, fieldState }) => (
              <DateField
                label={company ? T.foundingDate : T.birthDate}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={fieldState.error?.message}
              />
            )}
          />
          <FormTextInput
            name={`partners.${index}.email`}
            label={T.email}
            type="email"
            autoComplete="off"
            maxLength={254}
          />
          <Controller
            control={control}
            name={`partners.${index}.phone`}
            render={({ field, fieldState }) => (
              <PhoneInput {...maskedFieldProps(field, fieldState)} countryCode="55" label={T.phone} />
            )}
          />
        </SimpleGrid>
        <Title order={4} fz="sm">
          {T.partnerAddress}
        </Title>
        <AddressFields prefix={`partners.${index}.address`} />
      </Stack>
    </Paper>
  );
}
