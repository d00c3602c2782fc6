import { createHash } from 'node:crypto';
import type { PixKeyType } from '@cofre/contract';
import type { KeyHolder } from './port.js';

/**
 * Who holds a key in the sandbox directory (docs/sandbox.md, "Pix directory"): derived from the key,
 * so the same key always names the same person or company. A CPF key is held by that CPF, a CNPJ
 * key by that CNPJ; an e-mail, phone or random key by a person whose CPF is derived from the key.
 */
const FIRST_NAMES = ['Ana', 'Bruno', 'Carla', 'Diego', 'Elisa', 'Fábio', 'Gabriela', 'Heitor', 'Isabela', 'João'];
const SURNAMES = ['Almeida', 'Barbosa', 'Cardoso', 'Duarte', 'Esteves', 'Ferreira', 'Gomes', 'Henriques', 'Lima'];
const BUSINESSES = ['Comércio', 'Serviços', 'Distribuidora', 'Tecnologia', 'Alimentos', 'Logística'];
export const SANDBOX_BANKS = [
  { ispb: '00000000', bankName: 'Banco do Brasil S.A.' },
  { ispb: '60701190', bankName: 'Itaú Unibanco S.A.' },
  { ispb: '00360305', bankName: 'Caixa Econômica Federal' },
  { ispb: '60746948', bankName: 'Banco Bradesco S.A.' },
  { ispb: '90400888', bankName: 'Banco Santander (Brasil) S.A.' },
  { ispb: '18236120', bankName: 'Nu Pagamentos S.A.' },
] as const;

/** The check digits of a CPF's first nine digits (Receita Federal's modulo-11 rule). */
export function cpfWithCheckDigits(nine: string): string {
  const digit = (base: string) => {
    const sum = [...base].reduce((total, char, index) => total + Number(char) * (base.length + 1 - index), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = digit(nine);
  return `${nine}${first}${digit(`${nine}${first}`)}`;
}

const pick = <T>(list: readonly T[], hash: Buffer, byte: number): T => list[hash[byte]! % list.length]!;

export function sandboxHolder(type: PixKeyType, key: string): KeyHolder {
  const hash = createHash('sha256').update(`holder:${key}`).digest();
  const bank = pick(SANDBOX_BANKS, hash, 0);
  const surname = pick(SURNAMES, hash, 2);
  if (type === 'CNPJ') {
    return { name: `${surname} ${pick(BUSINESSES, hash, 3)} Ltda`, document: key, ...bank };
  }
  const document =
    type === 'CPF' ? key : cpfWithCheckDigits(String(hash.readUInt32BE(4) % 1_000_000_000).padStart(9, '1'));
  return { name: `${pick(FIRST_NAMES, hash, 1)} ${surname} ${pick(SURNAMES, hash, 3)}`, document, ...bank };
}
