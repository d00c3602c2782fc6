import { defineLayout, field } from './layout.js';

/*
 * The FEBRABAN CNAB 240 records for payments (manual v10.x: file layout 089; batch layouts 045 for
 * credits (segments A/B), 040 for boletos (J/J-52), 012 for bills with a barcode (O)). These arrays
 * are the source of truth for positions; docs/cnab.md lists them. Each field reads like a row of the
 * manual: start (1-based), length, picture, then our name and the manual's pt-BR name. Every layout
 * is checked to cover 1..240 when this module loads.
 */

const money = { int: 13, dec: 2 } as const; // 9(13)V9(2): centavos
const currencyQuantity = { int: 10, dec: 5 } as const; // 9(10)V9(5): units of 1/100000
/** 'Uso exclusivo FEBRABAN/CNAB': blanks, kept as read so a parsed file writes back byte for byte. */
const reserved = <const N extends string>(start: number, length: number, name: N) =>
  field(start, length, 'X', name, 'uso exclusivo FEBRABAN', { default: '' });

const bankCode = field(1, 3, '9', 'bankCode', 'código do banco', { as: 'digits' });
const batchNumber = field(4, 4, '9', 'batchNumber', 'lote de serviço');
const recordType = <const T extends number>(type: T) =>
  field(8, 1, '9', 'recordType', 'tipo de registro', { constant: type });

/** The company (payer) account block, the same in the file header and in the batch headers. */
const companyAccount = [
  field(18, 1, '9', 'companyDocumentType', 'tipo de inscrição da empresa'), // 1 CPF, 2 CNPJ
  field(19, 14, '9', 'companyDocument', 'número de inscrição da empresa', { as: 'digits' }),
  field(33, 20, 'X', 'agreementCode', 'código do convênio no banco'),
  field(53, 5, '9', 'agency', 'agência mantenedora da conta'),
  field(58, 1, 'X', 'agencyDigit', 'dígito verificador da agência', { default: '' }),
  field(59, 12, '9', 'account', 'número da conta corrente'),
  field(71, 1, 'X', 'accountDigit', 'dígito verificador da conta', { default: '' }),
  field(72, 1, 'X', 'agencyAccountDigit', 'dígito verificador da ag/conta', { default: '' }),
  field(73, 30, 'X', 'companyName', 'nome da empresa'),
] as const;

/** Positions 1–14 of every detail record (segments A, B, J, J-52, O). */
const detailControl = <const S extends string>(segment: S) =>
  [
    bankCode,
    batchNumber,
    recordType(3),
    field(9, 5, '9', 'sequenceNumber', 'número sequencial do registro no lote'),
    field(14, 1, 'X', 'segment', 'código de segmento', { constant: segment }),
  ] as const;

/** Positions 15–17 of segments A, J, J-52 and O: type 0 = inclusão, instruction 00 = inclusão de registro. */
const movement = [
  field(15, 1, '9', 'movementType', 'tipo de movimento', { default: 0 }),
  field(16, 2, '9', 'movementInstruction', 'código da instrução para movimento', { default: 0 }),
] as const;

/** Where a return file gives each record's outcome: up to five 2-character codes (occurrences.ts). */
const occurrences = field(231, 10, 'X', 'occurrences', 'ocorrências', { default: '' });

export const fileHeaderLayout = defineLayout('file header', [
  bankCode,
  field(4, 4, '9', 'batchNumber', 'lote de serviço', { constant: 0 }),
  recordType(0),
  reserved(9, 9, 'reserved009'),
  ...companyAccount,
  field(103, 30, 'X', 'bankName', 'nome do banco', { default: '' }),
  reserved(133, 10, 'reserved133'),
  // 1 = remessa (company → bank), 2 = retorno (bank → company).
  field(143, 1, '9', 'remittanceReturnCode', 'código remessa/retorno', { default: 1 }),
  field(144, 8, '9', 'generationDate', 'data de geração do arquivo', { as: 'date' }),
  field(152, 6, '9', 'generationTime', 'hora de geração do arquivo', { as: 'digits' }), // HHMMSS
  field(158, 6, '9', 'fileSequence', 'número sequencial do arquivo'),
  field(164, 3, '9', 'layoutVersion', 'versão do layout do arquivo', { as: 'digits', default: '089' }),
  field(167, 5, '9', 'recordingDensity', 'densidade de gravação do arquivo', { default: 0 }),
  field(172, 20, 'X', 'bankReserved', 'para uso reservado do banco', { default: '' }),
  field(192, 20, 'X', 'companyReserved', 'para uso reservado da empresa', { default: '' }),
  reserved(212, 29, 'reserved212'),
]);

/** One batch header for the three batch layouts: 045 (A/B), 040 (J) and 012 (O) share these positions. */
export const batchHeaderLayout = defineLayout('batch header', [
  bankCode,
  batchNumber,
  recordType(1),
  field(9, 1, 'X', 'operationType', 'tipo da operação', { default: 'C' }), // C = crédito
  // 20 pagamento a fornecedores, 22 contas e tributos, 30 salários, 98 diversos.
  field(10, 2, '9', 'serviceType', 'tipo do serviço'),
  // 01 crédito em conta, 03 DOC/TED, 41 TED outra titularidade, 43 TED mesma titularidade, 45 Pix
  // transferência, 47 Pix QR code, 30/31 boletos do próprio/de outro banco, 11 contas e tributos com código de barras.
  field(12, 2, '9', 'paymentMethod', 'forma de lançamento'),
  field(14, 3, '9', 'layoutVersion', 'versão do layout do lote', { as: 'digits', default: '045' }),
  reserved(17, 1, 'reserved017'),
  ...companyAccount,
  field(103, 40, 'X', 'message', 'mensagem', { default: '' }),
  field(143, 30, 'X', 'street', 'logradouro da empresa', { default: '' }),
  field(173, 5, '9', 'addressNumber', 'número do local', { default: 0 }),
  field(178, 15, 'X', 'addressComplement', 'complemento do endereço', { default: '' }),
  field(193, 20, 'X', 'city', 'cidade', { default: '' }),
  field(213, 5, '9', 'zipCode', 'CEP', { as: 'digits', default: '' }),
  field(218, 3, 'X', 'zipCodeSuffix', 'complemento do CEP', { default: '' }),
  field(221, 2, 'X', 'state', 'sigla do estado', { default: '' }),
  // 01 = débito em conta corrente.
  field(223, 2, '9', 'debitMethod', 'indicativo da forma de pagamento do serviço', { default: 1 }),
  reserved(225, 6, 'reserved225'),
  occurrences,
]);

export const batchTrailerLayout = defineLayout('batch trailer', [
  bankCode,
  batchNumber,
  recordType(5),
  reserved(9, 9, 'reserved009'),
  // Records of the batch, its header and trailer included.
  field(18, 6, '9', 'recordCount', 'quantidade de registros do lote'),
  field(24, 18, { int: 16, dec: 2 }, 'amountTotal', 'somatória dos valores'),
  field(42, 18, { int: 13, dec: 5 }, 'currencyQuantityTotal', 'somatória de quantidade de moedas'),
  field(60, 6, '9', 'debitNoticeNumber', 'número aviso de débito', { default: 0 }),
  reserved(66, 165, 'reserved066'),
  occurrences,
]);

export const fileTrailerLayout = defineLayout('file trailer', [
  bankCode,
  field(4, 4, '9', 'batchNumber', 'lote de serviço', { constant: 9999 }),
  recordType(9),
  reserved(9, 9, 'reserved009'),
  field(18, 6, '9', 'batchCount', 'quantidade de lotes do arquivo'),
  // Records of the whole file, its header and trailer included.
  field(24, 6, '9', 'recordCount', 'quantidade de registros do arquivo'),
  field(30, 6, '9', 'reconciliationAccounts', 'quantidade de contas para conciliação', { default: 0 }),
  reserved(36, 205, 'reserved036'),
]);

/** Segment A: a credit to an account (crédito em conta, DOC/TED, Pix by bank details or with segment B's key). */
export const segmentALayout = defineLayout('segment A', [
  ...detailControl('A'),
  ...movement,
  // 000 crédito em conta, 018 TED (STR/CIP), 700 DOC (COMPE), 009 Pix (SPI).
  field(18, 3, '9', 'clearingHouseCode', 'código da câmara centralizadora', { default: 0 }),
  field(21, 3, '9', 'payeeBankCode', 'código do banco do favorecido', { as: 'digits', default: '' }),
  field(24, 5, '9', 'payeeAgency', 'agência do favorecido', { default: 0 }),
  field(29, 1, 'X', 'payeeAgencyDigit', 'dígito verificador da agência do favorecido', { default: '' }),
  field(30, 12, '9', 'payeeAccount', 'conta corrente do favorecido', { default: 0 }),
  field(42, 1, 'X', 'payeeAccountDigit', 'dígito verificador da conta do favorecido', { default: '' }),
  field(43, 1, 'X', 'payeeAgencyAccountDigit', 'dígito verificador da ag/conta do favorecido', { default: '' }),
  field(44, 30, 'X', 'payeeName', 'nome do favorecido'),
  field(74, 20, 'X', 'companyReference', 'seu número'),
  field(94, 8, '9', 'paymentDate', 'data do pagamento', { as: 'date' }),
  field(102, 3, 'X', 'currency', 'tipo da moeda', { default: 'BRL' }),
  field(105, 15, currencyQuantity, 'currencyQuantity', 'quantidade da moeda', { default: 0 }),
  field(120, 15, money, 'paymentAmount', 'valor do pagamento'),
  field(135, 20, 'X', 'bankReference', 'nosso número', { default: '' }),
  field(155, 8, '9', 'effectiveDate', 'data real da efetivação do pagamento', { as: 'optionalDate', default: null }),
  field(163, 15, money, 'effectiveAmount', 'valor real da efetivação do pagamento', { default: 0 }),
  field(178, 40, 'X', 'otherInformation', 'outras informações', { default: '' }),
  field(218, 2, 'X', 'serviceTypeComplement', 'complemento tipo serviço', { default: '' }),
  field(220, 5, 'X', 'tedPurposeCode', 'código finalidade da TED', { default: '' }),
  field(225, 2, 'X', 'paymentPurposeComplement', 'complemento de finalidade pagamento', { default: '' }),
  reserved(227, 3, 'reserved227'),
  field(230, 1, '9', 'payeeNotice', 'aviso ao favorecido', { default: 0 }),
  occurrences,
]);

/**
 * Segment B in its Pix form (manual v10.11): how the Pix is initiated, and the key. It follows its
 * segment A and, like every segment B, has no occurrences field: the outcome is on the segment A.
 */
export const segmentBLayout = defineLayout('segment B', [
  ...detailControl('B'),
  // 01 telefone, 02 e-mail, 03 CPF/CNPJ, 04 chave aleatória, 05 dados bancários (PIX_INITIATIONS).
  field(15, 3, 'X', 'pixInitiation', 'forma de iniciação'),
  field(18, 1, '9', 'payeeDocumentType', 'tipo de inscrição do favorecido'),
  field(19, 14, '9', 'payeeDocument', 'número de inscrição do favorecido', { as: 'digits' }),
  field(33, 35, 'X', 'pixTxid', 'informação 10 (TXID)', { default: '', keepCase: true }),
  field(68, 60, 'X', 'pixMessage', 'informação 11 (mensagem ao recebedor)', { default: '' }),
  field(128, 99, 'X', 'pixKey', 'informação 12 (chave Pix)', { default: '', keepCase: true }),
  reserved(227, 6, 'reserved227'),
  field(233, 8, '9', 'payeeIspb', 'código ISPB', { as: 'digits', default: '' }),
]);

/** Segment J: paying a boleto (título de cobrança) by its 44-digit barcode. */
export const segmentJLayout = defineLayout('segment J', [
  ...detailControl('J'),
  ...movement,
  field(18, 44, '9', 'barcode', 'código de barras', { as: 'digits' }),
  field(62, 30, 'X', 'payeeName', 'nome do beneficiário'),
  field(92, 8, '9', 'dueDate', 'data do vencimento', { as: 'optionalDate' }),
  field(100, 15, money, 'nominalAmount', 'valor do título'),
  field(115, 15, money, 'discountAmount', 'valor do desconto + abatimento', { default: 0 }),
  field(130, 15, money, 'fineAndInterestAmount', 'valor da mora + multa', { default: 0 }),
  field(145, 8, '9', 'paymentDate', 'data do pagamento', { as: 'date' }),
  field(153, 15, money, 'paymentAmount', 'valor do pagamento'),
  field(168, 15, currencyQuantity, 'currencyQuantity', 'quantidade da moeda', { default: 0 }),
  field(183, 20, 'X', 'companyReference', 'seu número'),
  field(203, 20, 'X', 'bankReference', 'nosso número', { default: '' }),
  field(223, 2, '9', 'currencyCode', 'código da moeda', { default: 9 }), // 09 = real
  reserved(225, 6, 'reserved225'),
  occurrences,
]);

/** Segment J-52: the boleto's payer, payee and guarantor (sacador avalista), right after its segment J. */
export const segmentJ52Layout = defineLayout('segment J-52', [
  ...detailControl('J'),
  ...movement,
  field(18, 2, '9', 'optionalRecordId', 'identificação registro opcional', { constant: 52 }),
  field(20, 1, '9', 'payerDocumentType', 'tipo de inscrição do pagador'),
  field(21, 15, '9', 'payerDocument', 'número de inscrição do pagador', { as: 'digits' }),
  field(36, 40, 'X', 'payerName', 'nome do pagador'),
  field(76, 1, '9', 'payeeDocumentType', 'tipo de inscrição do beneficiário'),
  field(77, 15, '9', 'payeeDocument', 'número de inscrição do beneficiário', { as: 'digits' }),
  field(92, 40, 'X', 'payeeName', 'nome do beneficiário'),
  field(132, 1, '9', 'guarantorDocumentType', 'tipo de inscrição do sacador avalista', { default: 0 }),
  field(133, 15, '9', 'guarantorDocument', 'número de inscrição do sacador avalista', { as: 'digits', default: '' }),
  field(148, 40, 'X', 'guarantorName', 'nome do sacador avalista', { default: '' }),
  reserved(188, 53, 'reserved188'),
]);

/** Segment O: paying a utility bill or a tax by its barcode (arrecadação, the barcode starts with 8). */
export const segmentOLayout = defineLayout('segment O', [
  ...detailControl('O'),
  ...movement,
  field(18, 44, '9', 'barcode', 'código de barras', { as: 'digits' }),
  field(62, 30, 'X', 'utilityName', 'nome da concessionária / órgão público'),
  field(92, 8, '9', 'dueDate', 'data do vencimento', { as: 'optionalDate', default: null }),
  field(100, 8, '9', 'paymentDate', 'data do pagamento', { as: 'date' }),
  field(108, 15, money, 'paymentAmount', 'valor do pagamento'),
  field(123, 20, 'X', 'companyReference', 'seu número'),
  field(143, 20, 'X', 'bankReference', 'nosso número', { default: '' }),
  reserved(163, 68, 'reserved163'),
  occurrences,
]);

/** Every record layout by name, for tests and tools that walk them all. */
export const allLayouts = {
  fileHeader: fileHeaderLayout,
  batchHeader: batchHeaderLayout,
  batchTrailer: batchTrailerLayout,
  fileTrailer: fileTrailerLayout,
  segmentA: segmentALayout,
  segmentB: segmentBLayout,
  segmentJ: segmentJLayout,
  segmentJ52: segmentJ52Layout,
  segmentO: segmentOLayout,
} as const;
