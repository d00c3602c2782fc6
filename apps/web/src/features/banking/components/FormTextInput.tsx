import { TextInput, type TextInputProps } from '@mantine/core';
import { Controller, useFormContext, type FieldValues, type Path } from 'react-hook-form';

interface FormTextInputProps extends Omit<TextInputProps, 'name' | 'value' | 'onChange' | 'error'> {
  name: string;
  label: string;
}

/** A text input of the form in context, with its error under it (paths built at run time: 'partners.1.name'). */
export function FormTextInput({ name, ...props }: FormTextInputProps) {
  const { control } = useFormContext<FieldValues>();
  return (
    <Controller
      control={control}
      name={name as Path<FieldValues>}
      render={({ field, fieldState }) => (
        <TextInput
          {...props}
          name={field.name}
          ref={field.ref}
          value={(field.value as string | undefined) ?? ''}
          onChange={(event) => field.onChange(event.currentTarget.value)}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
