// The sub-sellers of `npm run bench:split`: ten partners registered through the API, and a bulk of
// valid CPFs and CNPJs inserted in SQL so that a list of 10,000 is quick to build.
import { searchableText, type SubSellerCreateInput } from '@cofre/contract';
import type { AppContext } from '../src/context.js';
import { subSellerBody } from '../test/support/sub-sellers.js';

const FIRST = (
  'Ana Bruno Carla Diego Elisa Fábio Gabriela Heitor Íris João Karina Lucas Márcia Nicolas ' +
  'Otávio Patrícia Rafael Sônia Tiago Úrsula Vitor Wagner Yasmin Zélia Beatriz Caio Débora ' +
  'Eduardo Flávia Gustavo Helena Igor Juliana Leandro Mariana Natália Paulo Renata Sérgio ' +
  'Tânia'
).split(' ');
const LAST = (
  'Silva Souza Oliveira Santos Pereira Costa Rodrigues Almeida Nascimento Lima Araújo ' +
  'Fernandes Carvalho Gomes Martins Rocha Ribeiro Alves Monteiro Mendes Barros Freitas ' +
  'Barbosa Pinto Moura Cavalcanti Dias Castro Campos Conceição'
).split(' ');
const TRADE = ['Estúdio', 'Editora', 'Oficina', 'Ateliê', 'Produções', 'Consultoria', 'Escola', 'Laboratório'];

const literal = (values: readonly string[]) => `(array[${values.map((value) => `'${value}'`).join(',')}])`;
const names = literal(FIRST);
const searchNames = literal(FIRST.map(searchableText));
const surnames = literal(LAST);
const searchSurnames = literal(LAST.map(searchableText));
const trades = literal(TRADE);
const searchTrades = literal(TRADE.map(searchableText));

/*
 * Check digits of a CPF (9-digit base) and of a CNPJ (12-digit base) in SQL: each is 11 less the
 * weighted sum modulo 11, or 0 when that is 10 or more.
 */
const checkDigit = (sum: string) => `(case when (${sum}) % 11 < 2 then 0 else 11 - (${sum}) % 11 end)`;
const weighted = (text: string, length: number, weight: string) =>
  `(select sum(substr(${text}, i, 1)::int * (${weight})) from generate_series(1, ${length}) as i)`;

/**
 * `total` sub-sellers of the seller: four in five people (CPF, birth date), one in five companies
 * (CNPJ, description, opening date, owner); valid documents; ACTIVE but for one in twenty PENDING and
 * one in twenty refused (INACTIVE with the acquirer's reason); one in fifty switched off.
 */
export async function insertSubSellers(ctx: AppContext, sellerId: string, total: number) {
  const batch = 5_000;
  for (let start = 0; start < total; start += batch) {
    await ctx.database.executeSql(
      `with base as (
         select n, n % 5 = 4 as company,
           case when n % 5 = 4
             then lpad(((n::bigint * 7919 + 1234567) % 80000000 + 10000000)::text, 8, '0') || '0001'
             else lpad(((n::bigint * 7919 + 123456) % 800000000 + 100000000)::text, 9, '0') end as stem
         from generate_series($2::int, $3::int) as n
       ), first_digit as (
         select base.*, case when company
           then ${checkDigit(weighted('stem', 12, 'case when i <= 4 then 6 - i else 14 - i end'))}
           else ${checkDigit(weighted('stem', 9, '11 - i'))} end as d1
         from base
       ), documents as (
         select n, company, stem || d1 || case when company
           then ${checkDigit(weighted('stem || d1', 13, 'case when i <= 5 then 7 - i else 15 - i end'))}
           else ${checkDigit(weighted('stem || d1', 10, '12 - i'))} end as document
         from first_digit
       ), people as (
         select documents.*,
           case when company
             then ${trades}[1 + n % 8] || ' ' || ${surnames}[1 + (n / 8) % 30] || ' ' || n || ' Ltda'
             else ${names}[1 + n % 40] || ' ' || ${surnames}[1 + (n / 40) % 30] || ' ' || ${surnames}[1 + (n / 1200) % 30] end as name,
           case when company
             then ${searchTrades}[1 + n % 8] || ' ' || ${searchSurnames}[1 + (n / 8) % 30] || ' ' || n || ' ltda'
             else ${searchNames}[1 + n % 40] || ' ' || ${searchSurnames}[1 + (n / 40) % 30] || ' ' || ${searchSurnames}[1 + (n / 1200) % 30] end as name_search
         from documents
       )
       insert into sub_sellers (seller_id, name, name_search, document_type, document, description, opening_date,
         birthdate, owner_name, owner_document, payment_type, payment_value, contact_name, contact_email, contact_phone,
         zip_code, street, number, complement, district, city, state, country, bank, issuer, issuer_digit,
         account_number, bank_digit, account_type, pix_key_type, pix_key, is_active, split_status, split_status_reason,
         registration_reference, registration_sent_at, created_at, updated_at)
       select $1, name, name_search, case when company then 'CNPJ' else 'CPF' end, document,
         case when company then 'Parceria em cursos e oficinas com a loja.' end,
         case when company then date '2015-01-01' + (n % 3000) end,
         case when not company then date '1960-01-01' + (n % 15000) end,
         case when company then 'Marcos Almeida' end, case when company then '86288366757' end,
         case when n % 2 = 0 then 'PERCENTAGE' else 'FIXED' end,
         case when n % 2 = 0 then 100 + n % 2000 else 500 + n % 10000 end,
         name, 'parceiro' || n || '@exemplo.com.br', '119' || lpad((n * 37 % 100000000)::text, 8, '0'),
         '01310100', 'Avenida Paulista', (100 + n % 1900)::text, case when n % 3 = 0 then 'Sala ' || (n % 90 + 1) end,
         'Bela Vista', 'São Paulo', 'SP', 'BR', (array['341','237','001','104','260'])[1 + n % 5],
         lpad((n % 9000 + 1000)::text, 4, '0'), null, lpad((n * 13 % 900000 + 10000)::text, 6, '0'), (n % 10)::text,
         case when n % 7 = 0 then 'SAVINGS_ACCOUNT' else 'CHECKING_ACCOUNT' end,
         'EMAIL', 'parceiro' || n || '@exemplo.com.br', n % 50 <> 7,
         case n % 20 when 0 then 'PENDING' when 1 then 'INACTIVE' else 'ACTIVE' end,
         case when n % 20 = 1 then 'Documento reprovado na análise cadastral.' end,
         'bench-' || n, now() - (n || ' minutes')::interval,
         now() - (n || ' minutes')::interval, now()
       from people`,
      [sellerId, start, Math.min(total, start + batch) - 1],
    );
  }
  await ctx.database.executeSql('VACUUM ANALYZE sub_sellers');
}

/** A CPF (base of 9 digits) or a CNPJ (base of 12) with its two check digits. */
function withCheckDigits(stem: string): string {
  const digit = (text: string) => {
    // CPF: weights from length + 1 down to 2; CNPJ: 2 to 9 from the right, then 2 again.
    const weight = (index: number) =>
      text.length < 11 ? text.length + 1 - index : ((text.length - index - 1) % 8) + 2;
    const sum = [...text].reduce((total, char, index) => total + Number(char) * weight(index), 0);
    return sum % 11 < 2 ? 0 : 11 - (sum % 11);
  };
  const first = `${stem}${digit(stem)}`;
  return `${first}${digit(first)}`;
}

/** The link's ten partners, registered through the API and approved by the sandbox's review. */
export const partner = (index: number): SubSellerCreateInput => {
  const company = index % 2 === 1;
  // 9… bases: outside the ranges of the bulk rows, so no document is taken twice.
  const document = company
    ? withCheckDigits(`${90_000_000 + index}0001`)
    : withCheckDigits(String(900_000_000 + index));
  const name = company ? `Parceira Split ${index} Ltda` : `Parceiro Split ${index}`;
  const base = subSellerBody();
  const common = {
    ...base,
    document,
    name,
    paymentValue: 500,
    contact: { ...base.contact, name, email: `split${index}@exemplo.com.br` },
    account: { ...base.account, pixKey: `split${index}@exemplo.com.br` },
  };
  const { birthdate: _birthdate, ...withoutBirthdate } = common;
  return company
    ? {
        ...withoutBirthdate,
        description: 'Parceria em cursos e oficinas com a loja.',
        openingDate: '2019-03-01',
        ownerName: 'Marcos Almeida',
        ownerDocument: '862.883.667-57',
      }
    : common;
};
