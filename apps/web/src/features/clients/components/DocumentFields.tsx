import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import {
  BRAZIL,
  CLIENT_MESSAGES,
  isValidBrazilianDocument,
  normalizeDocumentNumber,
  type ClientDocumentType,
} from '@cofre/contract';
import { DocumentInput } from '../../../components/DocumentInput';
import { DOCUMENT_COUNTRIES } from '../countries';
import { BRAZILIAN_DOCUMENT_TYPES, DOCUMENT_TYPE_LABELS, FOREIGN_DOCUMENT_TYPES } from '../documentLabels';
import { maskedFieldProps } from '../../../lib/form';
import type { ClientFormValues } from './formValues';
import { CLIENT_TEXTS } from '../texts';

const typeOptions = (types: readonly ClientDocumentType[]) =>
  types.map((type) => ({ value: type, label: DOCUMENT_TYPE_LABELS[type] }));
const BRAZILIAN_TYPE_OPTIONS = typeOptions(BRAZILIAN_DOCUMENT_TYPES);
const FOREIGN_TYPE_OPTIONS = typeOptions(FOREIGN_DOCUMENT_TYPES);
const DOCUMENT_LENGTH = { CPF: 11, CNPJ: 14 } as const;
/**
 * Mantine keeps a closed dropdown mounted (hidden), and its listbox carries the field's label:
 * unmounted, the label names the input alone (getByLabel, screen readers' element lists).
 */
const DROPDOWN_UNMOUNTED = { keepMounted: false } as const;

/** A complete Brazilian number that fails its check digits (spec 1 §5), before any submit. */
export function invalidCompleteDocument(document: ClientFormValues['document']): boolean {
  const { documentNumber, documentType, documentNation } = document;
  if (documentNation !== BRAZIL || (documentType !== 'CPF' && documentType !== 'CNPJ')) return false;
  const complete = normalizeDocumentNumber(documentNumber, documentType).length === DOCUMENT_LENGTH[documentType];
  return complete && !isValidBrazilianDocument(documentNumber, documentType);
}

interface DocumentFieldsProps {
  /** A hint under the number (the company lookup's progress or failure). */
  hint?: string;
  onNumberChange: (number: string, type: ClientDocumentType) => void;
}

/** Country, type and number of the client's document. */
export function DocumentFields({ hint, onNumberChange }: DocumentFieldsProps) {
  const { control, register, setValue, formState } = useFormContext<ClientFormValues>();
  const document = useWatch({ control, name: 'document' });
  const brazilian = document.documentNation === BRAZIL;
  const numberError =
    formState.errors.document?.documentNumber?.message ??
    (invalidCompleteDocument(document) ? CLIENT_MESSAGES.invalidDocument : undefined);

  const changeNation = (nation: string | null) => {
    if (!nation || nation === document.documentNation) return;
    setValue('document.documentNation', nation, { shouldDirty: true });
    // A number typed for a Brazilian document means nothing abroad, and the other way round.
    if ((nation === BRAZIL) !== brazilian) {
      setValue('document.documentType', nation === BRAZIL ? 'CPF' : 'FOREIGN_PERSON');
      setValue('document.documentNumber', '');
    }
  };

  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <Select
        label={CLIENT_TEXTS.documentCountry}
        data={DOCUMENT_COUNTRIES}
        value={document.documentNation}
        onChange={changeNation}
        searchable
        allowDeselect={false}
        nothingFoundMessage={CLIENT_TEXTS.countryNotFound}
        comboboxProps={DROPDOWN_UNMOUNTED}
      />
      <Controller
        control={control}
        name="document.documentType"
        render={({ field }) => (
          <Select
            label={CLIENT_TEXTS.documentType}
            data={brazilian ? BRAZILIAN_TYPE_OPTIONS : FOREIGN_TYPE_OPTIONS}
            value={field.value}
            onChange={(type) => {
              if (!type) return;
              field.onChange(type);
              onNumberChange(document.documentNumber, type as ClientDocumentType);
            }}
            allowDeselect={false}
            comboboxProps={DROPDOWN_UNMOUNTED}
          />
        )}
      />
      {brazilian ? (
        <Controller
          control={control}
          name="document.documentNumber"
          render={({ field, fieldState }) => {
            const props = maskedFieldProps(field, fieldState);
            const kind = document.documentType === 'CNPJ' ? 'CNPJ' : 'CPF';
            return (
              <DocumentInput
                {...props}
                kind={kind}
                label={kind}
                error={numberError}
                description={hint}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                onChange={(value) => {
                  props.onChange(value);
                  onNumberChange(value, document.documentType);
                }}
              />
            );
          }}
        />
      ) : (
        <TextInput
          label={CLIENT_TEXTS.documentNumber}
          maxLength={40}
          error={numberError}
          {...register('document.documentNumber')}
        />
      )}
    </SimpleGrid>
  );
}
