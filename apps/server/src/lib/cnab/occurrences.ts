/*
 * FEBRABAN's table of return occurrence codes (manual v10.x, note G059), the ones that apply to
 * payments: what a return file (retorno) writes in positions 231–240 of each segment A, J and O.
 * Left out: the payroll-loan (consignado/INSS) codes BH–BS, H2–H9, HM–HZ and IA–IR.
 */
export const OCCURRENCE_DESCRIPTIONS = {
  '00': 'Crédito ou débito efetivado',
  '01': 'Insuficiência de fundos: débito não efetuado',
  '02': 'Crédito ou débito cancelado pelo pagador/credor',
  '03': 'Débito autorizado pela agência: efetuado',
  AA: 'Controle inválido',
  AB: 'Tipo de operação inválido',
  AC: 'Tipo de serviço inválido',
  AD: 'Forma de lançamento inválida',
  AE: 'Tipo/número de inscrição inválido',
  AF: 'Código de convênio inválido',
  AG: 'Agência/conta corrente/DV inválido',
  AH: 'Número sequencial do registro no lote inválido',
  AI: 'Código de segmento de detalhe inválido',
  AJ: 'Tipo de movimento inválido',
  AK: 'Código da câmara de compensação do banco favorecido/depositário inválido',
  AL: 'Código do banco favorecido, instituição de pagamento ou depositário inválido',
  AM: 'Agência mantenedora da conta corrente do favorecido inválida',
  AN: 'Conta corrente/DV/conta de pagamento do favorecido inválido',
  AO: 'Nome do favorecido não informado',
  AP: 'Data do lançamento inválida',
  AQ: 'Tipo/quantidade da moeda inválido',
  AR: 'Valor do lançamento inválido',
  AS: 'Aviso ao favorecido: identificação inválida',
  AT: 'Tipo/número de inscrição do favorecido inválido',
  AU: 'Logradouro do favorecido não informado',
  AV: 'Número do local do favorecido não informado',
  AW: 'Cidade do favorecido não informada',
  AX: 'CEP/complemento do favorecido inválido',
  AY: 'Sigla do estado do favorecido inválida',
  AZ: 'Código/nome do banco depositário inválido',
  BA: 'Código/nome da agência depositária não informado',
  BB: 'Seu número inválido',
  BC: 'Nosso número inválido',
  BD: 'Inclusão efetuada com sucesso',
  BE: 'Alteração efetuada com sucesso',
  BF: 'Exclusão efetuada com sucesso',
  BG: 'Agência/conta impedida legalmente',
  CA: 'Código de barras: código do banco inválido',
  CB: 'Código de barras: código da moeda inválido',
  CC: 'Código de barras: dígito verificador geral inválido',
  CD: 'Código de barras: valor do título inválido',
  CE: 'Pagamento agendado',
  CF: 'Valor do documento inválido',
  CG: 'Valor do abatimento inválido',
  CH: 'Valor do desconto inválido',
  CI: 'Valor de mora inválido',
  CJ: 'Valor da multa inválido',
  CK: 'Valor do IR inválido',
  CL: 'Valor do ISS inválido',
  CM: 'Valor do IOF inválido',
  CN: 'Valor de outras deduções inválido',
  CO: 'Valor de outros acréscimos inválido',
  CP: 'Valor do INSS inválido',
  HA: 'Lote não aceito',
  HB: 'Inscrição da empresa inválida para o contrato',
  HC: 'Convênio com a empresa inexistente/inválido para o contrato',
  HD: 'Agência/conta corrente da empresa inexistente/inválida para o contrato',
  HE: 'Tipo de serviço inválido para o contrato',
  HF: 'Conta corrente da empresa com saldo insuficiente',
  HG: 'Lote de serviço fora de sequência',
  HH: 'Lote de serviço inválido',
  HI: 'Arquivo não aceito',
  HJ: 'Tipo de registro inválido',
  HK: 'Código remessa/retorno inválido',
  HL: 'Versão de layout inválida',
  H1: 'Arquivo sem trailer',
  PA: 'Pix não efetivado',
  PB: 'Transação interrompida por erro no PSP do recebedor',
  PC: 'Conta transacional encerrada no PSP do recebedor',
  PD: 'Tipo incorreto para a conta transacional informada',
  PE: 'Tipo de transação não suportado/autorizado na conta transacional informada',
  PF: 'CPF/CNPJ do recebedor não confere com o titular da conta transacional',
  PG: 'CPF/CNPJ do recebedor incorreto',
  PH: 'Ordem rejeitada pelo PSP do recebedor',
  PI: 'ISPB do PSP do pagador inválido ou inexistente',
  PJ: 'Chave não cadastrada no DICT',
  PK: 'QR Code inválido/vencido',
  PL: 'Forma de iniciação inválida',
  PM: 'Chave de pagamento inválida',
  PN: 'Chave de pagamento não informada',
  TA: 'Lote não aceito: totais do lote com diferença',
  YA: 'Título não encontrado',
  YB: 'Identificador de registro opcional inválido',
  YC: 'Código padrão inválido',
  YD: 'Código de ocorrência inválido',
  YE: 'Complemento de ocorrência inválido',
  YF: 'Alegação já informada',
  ZA: 'Agência/conta do favorecido substituída',
  ZB: 'Divergência entre o primeiro e o último nome do beneficiário e os da Receita Federal',
  ZC: 'Confirmação de antecipação de valor',
  ZD: 'Antecipação parcial de valor',
  ZE: 'Título bloqueado na base',
  ZF: 'Sistema em contingência: título de valor maior que o de referência',
  ZG: 'Sistema em contingência: título vencido',
  ZH: 'Sistema em contingência: título indexado',
  ZI: 'Beneficiário divergente',
  ZJ: 'Limite de pagamentos parciais excedido',
  ZK: 'Boleto já liquidado',
} as const;

export type OccurrenceCode = keyof typeof OCCURRENCE_DESCRIPTIONS;

/** 00: the payment was made. BD/CE: accepted and scheduled for its date. */
export const PAID_OCCURRENCE: OccurrenceCode = '00';
export const SCHEDULED_OCCURRENCES: readonly OccurrenceCode[] = ['BD', 'CE'];

export const isOccurrenceCode = (code: string): code is OccurrenceCode => Object.hasOwn(OCCURRENCE_DESCRIPTIONS, code);

/** The pt-BR description of a code, or null for a code outside the table. */
export const describeOccurrence = (code: string): string | null =>
  isOccurrenceCode(code) ? OCCURRENCE_DESCRIPTIONS[code] : null;

/** The codes of an occurrences field: up to five 2-character codes, side by side ('BDAG' → ['BD', 'AG']). */
export const splitOccurrences = (field: string): string[] => {
  const codes: string[] = [];
  for (let i = 0; i + 2 <= field.length; i += 2) {
    const code = field.slice(i, i + 2);
    if (code.trim() !== '') codes.push(code);
  }
  return codes;
};
