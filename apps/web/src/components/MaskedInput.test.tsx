import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render';
import { DocumentInput } from './DocumentInput';
import { PhoneInput } from './PhoneInput';
import { ZipCodeInput } from './ZipCodeInput';

function Harness({ onValue, kind }: { onValue: (value: string) => void; kind: 'CPF' | 'CNPJ' }) {
  const [value, setValue] = useState('');
  return (
    <DocumentInput
      label="Documento"
      kind={kind}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe('masked inputs', () => {
  it('masks a CPF while typing and hands out its digits', async () => {
    const onValue = vi.fn();
    renderWithApp(<Harness kind="CPF" onValue={onValue} />);
    const input = screen.getByLabelText('Documento');
    await userEvent.type(input, '52998224725');
    expect(input).toHaveValue('529.982.247-25');
    expect(onValue).toHaveBeenLastCalledWith('52998224725');
  });

  it('accepts an alphanumeric CNPJ in upper case', async () => {
    const onValue = vi.fn();
    renderWithApp(<Harness kind="CNPJ" onValue={onValue} />);
    const input = screen.getByLabelText('Documento');
    await userEvent.type(input, '12abc34501de35');
    expect(input).toHaveValue('12.ABC.345/01DE-35');
    expect(onValue).toHaveBeenLastCalledWith('12ABC34501DE35');
  });

  it('shows a stored value masked without reporting a change', () => {
    const onChange = vi.fn();
    renderWithApp(
      <>
        <PhoneInput label="Celular" countryCode="55" value="11987654321" onChange={onChange} />
        <PhoneInput label="Fixo" countryCode="55" value="1133334444" onChange={onChange} />
        <PhoneInput label="Exterior" countryCode="1" value="2025550123" onChange={onChange} />
        <ZipCodeInput label="CEP" value="01310100" onChange={onChange} />
      </>,
    );
    expect(screen.getByLabelText('Celular')).toHaveValue('(11) 98765-4321');
    expect(screen.getByLabelText('Fixo')).toHaveValue('(11) 3333-4444');
    expect(screen.getByLabelText('Exterior')).toHaveValue('2025550123');
    expect(screen.getByLabelText('CEP')).toHaveValue('01310-100');
    expect(onChange).not.toHaveBeenCalled();
  });
});
