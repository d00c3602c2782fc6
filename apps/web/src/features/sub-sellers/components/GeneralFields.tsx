import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import {
  Controller,
  useFormContext,
  useWatch,
  type ControllerFieldState,
  type ControllerRenderProps,
} from 'react-hook-form';
import {
  formatDocument,
  isValidBrazilianDocument,
  SUB_SELLER_LIMITS,
  SUB_SELLER_MESSAGES,
  subSellerDocumentType,
} from '@cofre/contract';
import { DateField } from '../../../components/DateField';
import { DocumentInput } from '../../../components/DocumentInput';
import { MaskedInput } from '../../../components/MaskedInput';
import { PhoneInput } from '../../../components/PhoneInput';
import { maskedFieldProps } from '../../../lib/form';
import { SUB_SELLER_TEXTS as T } from '../texts';
import { isCompany, type SubSellerFormValues } from './formValues';

/** IMask picks the CPF's pattern up to 11 digits, the CNPJ's beyond (spec 3 §5: the length decides). */
const CPF_OR_CNPJ_MASK = [{ mask: '000.000.000-00' }, { mask: '00.000.000/0000-00' }];

const dateFieldProps = (
  field: ControllerRenderProps<SubSellerFormValues, 'openingDate' | 'birthdate'>,
  fieldState: ControllerFieldState,
) => ({
  name: field.name,
  value: field.value,
  onChange: field.onChange,
  onBlur: field.onBlur,
  inputRef: field.ref,
  error: fieldState.error?.message,
});

/**
 * The contract's document message before its create schema gets to say it: that schema checks the
 * document only once every other field is valid, so a first submit would not mention it. Shown for
 * a complete number at once, and for any number after a submit.
 */
function documentProblem(document: string, submitted: boolean): string | undefined {
  // An empty document is the schema's 'Preenchimento obrigatório!'.
  if (document.length === 0) return undefined;
  const kind = subSellerDocumentType(document);
  const complete = document.length === (kind === 'CPF' ? 11 : 14);
  if ((!complete && !submitted) || isValidBrazilianDocument(document, kind)) return undefined;
  return kind === 'CPF' ? SUB_SELLER_MESSAGES.invalidCpf : SUB_SELLER_MESSAGES.invalidCnpj;
}

interface GeneralFieldsProps {
  /** The edit shows the document read-only: it identifies the sub-seller. */
  documentLocked: boolean;
  /** The company lookup's progress or failure, under the document. */
  documentHint?: string;
  onDocumentChange?: (document: string) => void;
}

/** 'Informações gerais': a CPF asks for the birth date; a CNPJ for the opening date, the owner and a description. */
export function GeneralFields({ documentLocked, documentHint, onDocumentChange }: GeneralFieldsProps) {
  const { control, register, formState } = useFormContext<SubSellerFormValues>();
  const [document, description] = useWatch({ control, name: ['document', 'description'] });
  const company = isCompany(document);
  const { errors, isSubmitted } = formState;

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {documentLocked ? (
          <TextInput label={T.document} value={formatDocument(document)} readOnly variant="filled" />
        ) : (
          <Controller
            control={control}
            name="document"
            render={({ field, fieldState }) => {
              const props = maskedFieldProps(field, fieldState);
              return (
                <MaskedInput
                  {...props}
                  mask={CPF_OR_CNPJ_MASK}
                  inputMode="numeric"
                  label={T.document}
                  error={props.error ?? documentProblem(field.value, isSubmitted)}
                  description={documentHint}
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  onChange={(value) => {
                    props.onChange(value);
                    onDocumentChange?.(value);
                  }}
                />
              );
            }}
          />
        )}
        <TextInput
          label={company ? T.companyName : T.personName}
          maxLength={SUB_SELLER_LIMITS.name}
          error={errors.name?.message}
          {...register('name')}
        />
        <TextInput
          label={T.email}
          type="email"
          autoComplete="email"
          maxLength={254}
          error={errors.contact?.email?.message}
          {...register('contact.email')}
        />
        <Controller
          control={control}
          name="contact.phone"
          render={({ field, fieldState }) => (
            <PhoneInput {...maskedFieldProps(field, fieldState)} countryCode="55" label={T.phone} />
          )}
        />
        {company ? (
          <>
            <Controller
              control={control}
              name="openingDate"
              render={({ field, fieldState }) => (
                <DateField {...dateFieldProps(field, fieldState)} label={T.openingDate} />
              )}
            />
            <TextInput
              label={T.ownerName}
              maxLength={SUB_SELLER_LIMITS.name}
              error={errors.ownerName?.message}
              {...register('ownerName')}
            />
            <Controller
              control={control}
              name="ownerDocument"
              render={({ field, fieldState }) => (
                <DocumentInput
                  {...maskedFieldProps(field, fieldState)}
                  // A control named 'ownerDocument' would shadow the form's own `ownerDocument` (DOM
                  // clobbering): libraries reading form.ownerDocument then get this input instead.
                  name="ownerCpf"
                  kind="CPF"
                  label={T.ownerDocument}
                />
              )}
            />
          </>
        ) : (
          <Controller
            control={control}
            name="birthdate"
            render={({ field, fieldState }) => <DateField {...dateFieldProps(field, fieldState)} label={T.birthdate} />}
          />
        )}
      </SimpleGrid>
      {company && (
        <Textarea
          label={T.description}
          rows={3}
          description={T.counter(description.length, SUB_SELLER_LIMITS.description)}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          error={errors.description?.message}
          {...register('description')}
        />
      )}
    </Stack>
  );
}
