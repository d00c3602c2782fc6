import { BRAZIL } from '@cofre/contract';

/**
 * Countries a client's document may come from: Brazil first, then the neighbours and the
 * countries Brazilian sellers most often bill, by name. ISO 3166-1 alpha-2 codes.
 */
export const DOCUMENT_COUNTRIES: ReadonlyArray<{ value: string; label: string }> = [
  { value: BRAZIL, label: 'Brasil' },
  { value: 'DE', label: 'Alemanha' },
  { value: 'AO', label: 'Angola' },
  { value: 'AR', label: 'Argentina' },
  { value: 'BO', label: 'Bolívia' },
  { value: 'CA', label: 'Canadá' },
  { value: 'CL', label: 'Chile' },
  { value: 'CN', label: 'China' },
  { value: 'CO', label: 'Colômbia' },
  { value: 'EC', label: 'Equador' },
  { value: 'ES', label: 'Espanha' },
  { value: 'US', label: 'Estados Unidos' },
  { value: 'FR', label: 'França' },
  { value: 'IT', label: 'Itália' },
  { value: 'JP', label: 'Japão' },
  { value: 'MX', label: 'México' },
  { value: 'MZ', label: 'Moçambique' },
  { value: 'PY', label: 'Paraguai' },
  { value: 'PE', label: 'Peru' },
  { value: 'PT', label: 'Portugal' },
  { value: 'GB', label: 'Reino Unido' },
  { value: 'CH', label: 'Suíça' },
  { value: 'UY', label: 'Uruguai' },
  { value: 'VE', label: 'Venezuela' },
];
