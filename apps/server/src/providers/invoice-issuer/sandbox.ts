import { createHash } from 'node:crypto';
import { basisPoints } from '@cofre/contract';
import { create } from 'xmlbuilder2';
import {
  InvoiceIssuerUnavailableError,
  type InvoiceAnswer,
  type InvoiceIssuer,
  type InvoiceParty,
  type InvoiceRequest,
} from './port.js';

/** Service amounts whose centavos are this value are rejected, so the REJECTED path can be tried. */
export const SANDBOX_REJECTED_CENTS = 13;
/** Service amounts whose centavos are this value never get an answer, so the FAILED path can be tried. */
export const SANDBOX_SILENT_CENTS = 14;
/** The sandbox city: São Paulo (IBGE 3550308). */
export const SANDBOX_CITY = { ibge: '3550308', uf: 'SP' } as const;
/** ABRASF layout version the XML follows. */
export const ABRASF_VERSION = '2.04';

const decimal = (cents: number) => (cents / 100).toFixed(2);

/** São Paulo keeps UTC−3 all year (no daylight saving since 2019). */
function saoPauloDateTime(instant: Date): string {
  return `${new Date(instant.getTime() - 3 * 3_600_000).toISOString().slice(0, 19)}-03:00`;
}

/**
 * The sandbox city (docs/sandbox.md): every request is authorized, except service amounts ending in
 * ,13, which are rejected with E160, and in ,14, which are never answered (the city is down). Number and verification code derive from the reference, so a
 * retried emission answers the same. The XML is the ABRASF 2.04 'CompNfse' a city returns for an
 * authorised NFS-e (validated in the tests against that layout's schema).
 */
export class SandboxInvoiceIssuer implements InvoiceIssuer {
  async emit(request: InvoiceRequest): Promise<InvoiceAnswer> {
    if (request.service.amount % 100 === SANDBOX_SILENT_CENTS) throw new InvoiceIssuerUnavailableError();
    if (request.service.amount % 100 === SANDBOX_REJECTED_CENTS) {
      return { outcome: 'REJECTED', code: 'E160', message: 'Valor dos serviços recusado pela prefeitura (sandbox).' };
    }
    const digest = createHash('sha256').update(request.reference).digest('hex');
    const number = `${request.issueDate.slice(0, 4)}${String(parseInt(digest.slice(0, 8), 16) % 100_000_000).padStart(8, '0')}`;
    const verificationCode = digest.slice(8, 17).toUpperCase();
    return { outcome: 'AUTHORIZED', number, verificationCode, xml: nfseXml(request, number, verificationCode) };
  }

  async cancel() {
    return { outcome: 'CANCELED' as const };
  }
}

const cpfCnpj = (document: string) => (document.length === 11 ? { Cpf: document } : { Cnpj: document });

/** tcEndereco: the city only knows its own IBGE code, so a party's municipality code is omitted. */
function address(party: InvoiceParty) {
  const where = party.address;
  if (!where) return undefined;
  return {
    Endereco: where.street,
    Numero: where.number,
    ...(where.complement ? { Complemento: where.complement } : {}),
    Bairro: where.district,
    Uf: where.state,
    ...(/^\d{8}$/.test(where.zipCode) ? { Cep: where.zipCode } : {}),
  };
}

function nfseXml(request: InvoiceRequest, number: string, verificationCode: string): string {
  const { amount, issRateBp } = request.service;
  const iss = basisPoints(amount, issRateBp);
  const rate = (issRateBp / 100).toFixed(2);
  const providerAddress = address(request.provider) ?? {};
  const takerAddress = address(request.taker);
  return create({ version: '1.0', encoding: 'UTF-8' })
    .ele('CompNfse', { xmlns: 'http://www.abrasf.org.br/nfse.xsd' })
    .ele({
      Nfse: {
        '@versao': ABRASF_VERSION,
        InfNfse: {
          '@Id': `nfse${number}`,
          Numero: number,
          CodigoVerificacao: verificationCode,
          DataEmissao: saoPauloDateTime(request.issuedAt),
          // The ISS is not withheld by the taker: the net value is the service value.
          ValoresNfse: {
            BaseCalculo: decimal(amount),
            Aliquota: rate,
            ValorIss: decimal(iss),
            ValorLiquidoNfse: decimal(amount),
          },
          PrestadorServico: {
            IdentificacaoPrestador: { CpfCnpj: cpfCnpj(request.provider.document) },
            RazaoSocial: request.provider.name,
            Endereco: providerAddress,
            ...(request.provider.email ? { Contato: { Email: request.provider.email } } : {}),
          },
          OrgaoGerador: { CodigoMunicipio: SANDBOX_CITY.ibge, Uf: SANDBOX_CITY.uf },
          DeclaracaoPrestacaoServico: {
            InfDeclaracaoPrestacaoServico: {
              '@Id': `rps${request.rpsNumber}`,
              Rps: {
                IdentificacaoRps: { Numero: request.rpsNumber, Serie: 'RPS', Tipo: 1 },
                DataEmissao: request.issueDate,
                Status: 1,
              },
              Competencia: request.issueDate,
              Servico: {
                Valores: { ValorServicos: decimal(amount), ValorIss: decimal(iss), Aliquota: rate },
                IssRetido: 2,
                ItemListaServico: request.service.code,
                Discriminacao: request.service.description,
                CodigoMunicipio: SANDBOX_CITY.ibge,
                // 1: exigível (the service is taxed in the city where it is provided).
                ExigibilidadeISS: 1,
                MunicipioIncidencia: SANDBOX_CITY.ibge,
              },
              Prestador: { CpfCnpj: cpfCnpj(request.provider.document) },
              TomadorServico: {
                IdentificacaoTomador: { CpfCnpj: cpfCnpj(request.taker.document) },
                RazaoSocial: request.taker.name,
                ...(takerAddress ? { Endereco: takerAddress } : {}),
                ...(request.taker.email ? { Contato: { Email: request.taker.email } } : {}),
              },
              // The sandbox seller is not in Simples Nacional and has no tax incentive (2 = não).
              OptanteSimplesNacional: 2,
              IncentivoFiscal: 2,
            },
          },
        },
      },
    })
    .doc()
    .end({ prettyPrint: true });
}
