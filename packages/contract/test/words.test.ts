import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The seller's words (docs/glossary.md): every pt-BR text of the catalogues is checked for the terms
 * the glossary avoids and for common words written without their accents. A hit names its file,
 * line and text, and the word to use.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const CATALOGUES = [
  ...readdirSync(join(root, 'packages/contract/src'))
    .filter((name) => name.endsWith('.ts'))
    .map((name) => `packages/contract/src/${name}`),
  'apps/web/src/components/texts.ts',
  'apps/web/src/checkout/texts.ts',
  'apps/web/src/checkout/charge-page/texts.ts',
  'apps/web/src/features/auth/texts.ts',
  'apps/web/src/features/auth/loginTexts.ts',
  'apps/web/src/features/settings/texts.ts',
  'apps/web/src/features/integrations/texts.ts',
  'apps/web/src/features/payment-links/texts.ts',
  'apps/web/src/features/checkouts/texts.ts',
];

/** term → what to write instead (docs/glossary.md, 'Termos a evitar'). */
const AVOIDED: Array<[RegExp, string]> = [
  [/\btokens?\b/i, 'chave API (a credencial da API)'],
  [/\brepasses?\b/i, 'saque (a transferência do saldo para a conta bancária)'],
  [/\bdeletad[oa]s?\b|\bdeletar\b/i, 'excluído / excluir'],
  [/\bresetar\b/i, 'redefinir'],
  [/\bUrl\b/, 'link (ou URL, em maiúsculas)'],
  // A raw status inside a sentence: the sentence says what it means instead.
  [/\s(CRIADO|ATIVO|INATIVO|BLOQUEADO|PENDENTE)\b/, 'o estado em palavras (ex.: “Convite pendente”)'],
];

/** Common words that lose their accent when typed in a hurry. */
const UNACCENTED =
  /\b(usuarios?|codigos?|nao|voce|numeros?|cartao|cobrancas?|acao|acoes|opcao|opcoes|informacao|configuracao|configuracoes|invalid[oa]|obrigatori[oa]|periodo|credito|debito|agencia|endereco|transferencia|situacao|descricao|titulo|historico|relatorios?|notificacao|notificacoes|ultimo|proximo|saque e|valido|rapido|sera|esta pagina)\b/i;

interface Text {
  file: string;
  line: number;
  value: string;
}

/** The string literals and template pieces of a file that read as pt-BR text (a space, or a capitalised word). */
function textsOf(file: string): Text[] {
  const source = ts.createSourceFile(file, readFileSync(join(root, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const found: Text[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      const value = node.text;
      if (/\s/.test(value.trim()) || /^[A-ZÀ-Ú][a-zà-ú]+/.test(value)) {
        found.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, value });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const texts = CATALOGUES.flatMap(textsOf);
const where = (text: Text) => `${text.file}:${text.line} “${text.value}”`;

describe('the words of the catalogues (docs/glossary.md)', () => {
  it('reads the catalogues', () => {
    expect(texts.length).toBeGreaterThan(500);
    expect(relative(root, join(root, CATALOGUES[0]!))).toMatch(/^packages\/contract\/src\//);
  });

  it('uses none of the avoided terms', () => {
    const hits = texts.flatMap((text) =>
      AVOIDED.filter(([term]) => term.test(text.value)).map(([, instead]) => `${where(text)} → ${instead}`),
    );
    expect(hits).toEqual([]);
  });

  it('writes the common words with their accents', () => {
    // A notice's {{placeholders}} are variable names, not words.
    const hits = texts.filter((text) => UNACCENTED.test(text.value.replace(/\{\{\w+\}\}/g, ''))).map(where);
    expect(hits).toEqual([]);
  });
});
