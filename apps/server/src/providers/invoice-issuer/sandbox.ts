import { createHash } from 'node:crypto';
import { create } from 'xmlbuilder2';
import type { InvoiceAnswer, InvoiceIssuer, InvoiceRequest } from './port.js';

/** Service amounts whose centavos are this value are rejected, so the REJECTED path can be tried. */
export const SANDBOX_REJECTED_CENTS = 13;

const decimal = (cents: number) => (cents / 100).toFixed(2);

/**
 * The sandbox city (docs/sandbox.md): every request is authorized, except service amounts ending in
 * ,13, which are rejected with E160. Number and verification code derive from the reference, so a
 * retried emission answers the same. The XML follows the ABRASF 2.04 'CompNfse' layout.
 */
export class SandboxInvoiceIssuer implements InvoiceIssuer {
  async emit(request: InvoiceRequest): Promise<InvoiceAnswer> {
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

function nfseXml(request: InvoiceRequest, number: string, verificationCode: string): string {
  const iss = Math.round((request.service.amount * request.service.issRateBp) / 10_000);
  const documentTag = (document: string) => (document.length === 11 ? { Cpf: document } : { Cnpj: document });
  return create({ version: '1.0', encoding: 'UTF-8' })
    .ele('CompNfse', { xmlns: 'http://www.abrasf.org.br/nfse.xsd' })
    .ele({
      Nfse: {
        InfNfse: {
          '@Id': `nfse${number}`,
          Numero: number,
          CodigoVerificacao: verificationCode,
          DataEmissao: `${request.issueDate}T00:00:00-03:00`,
          DeclaracaoPrestacaoServico: {
            InfDeclaracaoPrestacaoServico: {
              Rps: { IdentificacaoRps: { Numero: request.reference, Serie: 'RPS', Tipo: 1 } },
              Competencia: request.issueDate,
              Servico: {
                Valores: {
                  ValorServicos: decimal(request.service.amount),
                  ValorIss: decimal(iss),
                  Aliquota: (request.service.issRateBp / 100).toFixed(2),
                },
                IssRetido: 2,
                ItemListaServico: request.service.code,
                Discriminacao: request.service.description,
                CodigoMunicipio: '3550308',
              },
              Prestador: { CpfCnpj: documentTag(request.provider.document), RazaoSocial: request.provider.name },
              TomadorServico: {
                IdentificacaoTomador: { CpfCnpj: documentTag(request.taker.document) },
                RazaoSocial: request.taker.name,
                ...(request.taker.email ? { Contato: { Email: request.taker.email } } : {}),
              },
            },
          },
        },
      },
    })
    .doc()
    .end({ prettyPrint: true });
}
