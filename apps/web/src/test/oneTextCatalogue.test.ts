import { describe, expect, it } from 'vitest';
import { inlineJsxTexts } from './jsxTexts';
import { isTest, sourceFiles } from './sources';

/**
 * One way to hold product texts (docs/architecture.md, "Web patterns"): a screen's words live in
 * its feature's texts.ts (shared widgets and the app frame: components/texts.ts), the spec's
 * messages in the contract. JSX never spells a word itself.
 */
const ALLOWED: Record<string, string> = {
  // A test-only page (VITE_E2E_HARNESS): never in the product build (docs/decisions.md).
  'app/harness/ClientPickerHarness.tsx': 'e2e harness, not a product screen',
};

describe('one way to hold product texts', () => {
  it('writes no text inline in JSX outside the catalogues', () => {
    const inline = sourceFiles()
      .filter(({ file }) => file.endsWith('.tsx') && !isTest(file) && !(file in ALLOWED))
      .flatMap(({ file, text }) => inlineJsxTexts(file, text).map(({ line, text }) => `${file}:${line}: ${text}`));
    expect(inline).toEqual([]);
  });

  it('finds the inline texts it is meant to find', () => {
    const sample = [
      'const A = () => <Title>Olá</Title>;',
      'const B = () => <TextInput label="Nome" variant="filled" />;',
      "const C = ({ on }: { on: boolean }) => <Button aria-label={on ? 'Abrir' : 'Fechar'}>{on && 'Sim'}</Button>;",
      'const D = ({ n }: { n: number }) => <Text>{`${n} páginas`}</Text>;',
      'const E = ({ s }: { s: string }) => <Text c="dimmed">{s === \'PAID\' ? T.paid : T.open}</Text>;',
    ].join('\n');
    expect(inlineJsxTexts('sample.tsx', sample).map(({ line, text }) => `${line}: ${text}`)).toEqual([
      '1: Olá',
      '2: "Nome"',
      "3: 'Abrir'",
      "3: 'Fechar'",
      "3: 'Sim'",
      '4: } páginas`',
    ]);
  });
});
