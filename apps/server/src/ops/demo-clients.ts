import { isValidCnpj } from '@brazilian-utils/brazilian-utils/is-valid-cnpj';
import { isValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';
import type { ClientAddress, ClientDocumentType } from '@cofre/contract';
import type { DbOrTx } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import { addToClientCount, searchTextOf, sellerClients, sortNameOf } from '../modules/seller-clients/index.js';

const FIRST_NAMES = [
  'Ana', 'João', 'Maria', 'José', 'Antônio', 'Francisca', 'Carlos', 'Paulo', 'Adriana', 'Lucas',
  'Juliana', 'Márcia', 'Luiz', 'Fernanda', 'Patrícia', 'Rafael', 'Aline', 'Gabriel', 'Sebastião', 'Letícia',
  'Bruno', 'Camila', 'Thiago', 'Beatriz', 'Rodrigo', 'Larissa', 'Vinícius', 'Mariana', 'Otávio', 'Débora',
  'Raimundo', 'Cláudia', 'Felipe', 'Simone', 'Gustavo', 'Vitória', 'Renato', 'Bárbara', 'Caio', 'Inês',
]; // prettier-ignore
const SURNAMES = [
  'Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes',
  'Costa', 'Ribeiro', 'Martins', 'Carvalho', 'Araújo', 'Melo', 'Barbosa', 'Cardoso', 'Rocha', 'Dias',
  'Nascimento', 'Andrade', 'Moreira', 'Nunes', 'Marques', 'Machado', 'Mendes', 'Freitas', 'Conceição', 'Falcão',
]; // prettier-ignore
const BUSINESSES = [
  'Padaria', 'Mercearia', 'Auto Peças', 'Clínica', 'Pet Shop', 'Ótica', 'Papelaria', 'Academia', 'Restaurante',
  'Farmácia', 'Construtora', 'Escola de Idiomas', 'Floricultura', 'Oficina', 'Estúdio',
]; // prettier-ignore
const BUSINESS_NAMES = [
  'Bom Sabor',
  'Estrela',
  'Horizonte',
  'São Jorge',
  'Primavera',
  'Aurora',
  'Boa Vista',
  'Ipê',
  'Maré Alta',
  'Três Irmãos',
];
const STREETS = [
  'Rua das Flores',
  'Avenida Brasil',
  'Rua XV de Novembro',
  'Rua São José',
  'Avenida Getúlio Vargas',
  'Rua Sete de Setembro',
  'Travessa da Paz',
  'Rua Dom Pedro II',
];
const PLACES: Array<Pick<ClientAddress, 'zipCode' | 'district' | 'city' | 'state'> & { dialArea: string }> = [
  { zipCode: '01310100', district: 'Bela Vista', city: 'São Paulo', state: 'SP', dialArea: '11' },
  { zipCode: '20040020', district: 'Centro', city: 'Rio de Janeiro', state: 'RJ', dialArea: '21' },
  { zipCode: '30130010', district: 'Centro', city: 'Belo Horizonte', state: 'MG', dialArea: '31' },
  { zipCode: '80010000', district: 'Centro', city: 'Curitiba', state: 'PR', dialArea: '41' },
  { zipCode: '90010150', district: 'Centro Histórico', city: 'Porto Alegre', state: 'RS', dialArea: '51' },
  { zipCode: '40020000', district: 'Comércio', city: 'Salvador', state: 'BA', dialArea: '71' },
  { zipCode: '60060000', district: 'Centro', city: 'Fortaleza', state: 'CE', dialArea: '85' },
  { zipCode: '50010000', district: 'Santo Antônio', city: 'Recife', state: 'PE', dialArea: '81' },
  { zipCode: '70040010', district: 'Asa Norte', city: 'Brasília', state: 'DF', dialArea: '61' },
  { zipCode: '88010000', district: 'Centro', city: 'Florianópolis', state: 'SC', dialArea: '48' },
]; // prettier-ignore
const FOREIGNERS = [
  { name: 'Martín Fernández', nation: 'AR', dial: '54', phone: '91145678901', document: 'AAB123456' },
  { name: 'Emily Johnson', nation: 'US', dial: '1', phone: '4155550123', document: '568712345' },
  { name: 'Rui Albuquerque', nation: 'PT', dial: '351', phone: '912345678', document: 'CC 12345678 9 ZX4' },
  { name: 'Sofía Rodríguez', nation: 'UY', dial: '598', phone: '94123456', document: '4.123.456-7' },
  { name: 'Tango Importaciones S.A.', nation: 'AR', dial: '54', phone: '1143215678', document: '30-71234567-1' },
];

/** A tiny deterministic generator, so the demo data is the same on every machine. */
function numberAt(index: number, salt: number, modulo: number): number {
  return Math.abs(Math.imul(index + 1, 2654435761) ^ Math.imul(salt, 40503)) % modulo;
}
/** The item at `index`, wrapping around the list. */
function pickAt<T>(list: readonly T[], index: number): T {
  const item = list[index % list.length];
  if (item === undefined) throw new RangeError('pickAt needs a non-empty list');
  return item;
}
const pick = <T>(list: readonly T[], index: number, salt: number): T => {
  const item = list[numberAt(index, salt, list.length)];
  if (item === undefined) throw new RangeError('pick needs a non-empty list');
  return item;
};

/** Completes a base with the check digits that the library accepts (at most 100 tries). */
function withCheckDigits(base: string, isValid: (value: string) => boolean): string {
  for (let check = 0; check < 100; check += 1) {
    const candidate = base + String(check).padStart(2, '0');
    if (isValid(candidate)) return candidate;
  }
  throw new Error(`no check digits for ${base}`);
}

/** Distinct bases per index: 104729 is prime, so index → base is one-to-one below 10^9. */
export const demoCpf = (index: number) =>
  withCheckDigits(String((234_567_891 + index * 104_729) % 1_000_000_000).padStart(9, '0'), isValidCpf);
export const demoCnpj = (index: number) =>
  withCheckDigits(`${String((7_654_321 + index * 104_729) % 100_000_000).padStart(8, '0')}0001`, (value) =>
    isValidCnpj(value),
  );

export interface DemoClient {
  name: string;
  tradeName: string | null;
  documentNumber: string;
  documentType: ClientDocumentType;
  documentNation: string;
  email: string;
  countryCode: string;
  phone: string;
  address: ClientAddress | null;
}

/** Names repeat in a large set (the bench), and so may e-mails: nothing requires them unique. */
const emailOf = (name: string) =>
  `${sortNameOf(name)
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '')}@exemplo.com.br`;

/** The index-th demo client: mostly people (CPF), one in five a company (CNPJ), a few foreigners. */
export function demoClient(index: number): DemoClient {
  const place = pick(PLACES, index, 3);
  const address: ClientAddress | null =
    index % 12 === 11
      ? null
      : {
          zipCode: place.zipCode,
          street: pick(STREETS, index, 4),
          number: String(10 + numberAt(index, 5, 2000)),
          complement: index % 4 === 0 ? `Apto ${10 + numberAt(index, 6, 190)}` : null,
          district: place.district,
          city: place.city,
          state: place.state,
          country: 'BR',
        };
  const phone = `${place.dialArea}9${String(numberAt(index, 7, 100_000_000)).padStart(8, '0')}`;
  if (index % 50 === 49) {
    const foreigner = pickAt(FOREIGNERS, Math.floor(index / 50));
    const company = foreigner.name.endsWith('S.A.');
    return {
      name: foreigner.name,
      tradeName: null,
      documentNumber: `${foreigner.document}${index >= 250 ? `-${index}` : ''}`,
      documentType: company ? 'FOREIGN_COMPANY' : 'FOREIGN_PERSON',
      documentNation: foreigner.nation,
      email: emailOf(foreigner.name),
      countryCode: foreigner.dial,
      phone: foreigner.phone,
      address: null,
    };
  }
  if (index % 5 === 4) {
    const tradeName = `${pick(BUSINESSES, index, 8)} ${pick(BUSINESS_NAMES, index, 9)}`;
    return {
      name: `${tradeName} ${pick(SURNAMES, index, 10)} Ltda`,
      tradeName,
      documentNumber: demoCnpj(index),
      documentType: 'CNPJ',
      documentNation: 'BR',
      email: emailOf(tradeName),
      countryCode: '55',
      phone,
      address,
    };
  }
  const name = `${pick(FIRST_NAMES, index, 1)} ${pick(SURNAMES, index, 2)} ${pick(SURNAMES, index, 11)}`;
  return {
    name,
    tradeName: null,
    documentNumber: demoCpf(index),
    documentType: 'CPF',
    documentNation: 'BR',
    email: emailOf(name),
    countryCode: '55',
    phone,
    address,
  };
}

/** Inserts clients [from, to) for a seller, in batches; used by the demo seed and the bench. */
export async function insertDemoClients(db: DbOrTx, clock: Clock, sellerId: string, from: number, to: number) {
  const now = clock.now();
  for (let start = from; start < to; start += 1000) {
    const rows = [];
    for (let index = start; index < Math.min(to, start + 1000); index += 1) {
      const client = demoClient(index);
      rows.push({
        sellerId,
        ...client,
        alternativeEmail: null,
        sortName: sortNameOf(client.name),
        searchText: searchTextOf({ ...client, alternativeEmail: null }),
        createdAt: now,
        updatedAt: now,
      });
    }
    const inserted = await db
      .insert(sellerClients)
      .values(rows)
      .onConflictDoNothing()
      .returning({ id: sellerClients.id });
    await addToClientCount(db, sellerId, inserted.length);
  }
}

export const DEMO_CLIENT_COUNT = 250;
