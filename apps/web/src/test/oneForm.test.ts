import { describe, expect, it } from 'vitest';
import { isTest, sourceFiles } from './sources';

/**
 * One form style (docs/architecture.md, "Web patterns"): react-hook-form through lib/form.ts's
 * useContractForm, with a contract schema as the resolver. The one exception is /login's form
 * (docs/decisions.md, "Forms of the public pages").
 */
describe('one way to write a form', () => {
  const sources = sourceFiles().filter(({ file }) => !isTest(file));

  it('builds every form with useContractForm, never useForm or a resolver by hand', () => {
    const byHand = sources
      .filter(({ file }) => file !== 'lib/form.ts')
      .filter(({ text }) => /\buseForm\b|zodResolver|@hookform\/resolvers/.test(text))
      .map(({ file }) => file);
    expect(byHand).toEqual([]);
  });

  it('validates no form with a hand-written safeParse', () => {
    const handParsed = sources
      .filter(({ file }) => file !== 'features/auth/hooks/useSchemaForm.ts')
      .filter(({ text }) => /onSubmit|handleSubmit/.test(text) && /\.safeParse\(/.test(text))
      .map(({ file }) => file);
    expect(handParsed).toEqual([]);
  });

  it('keeps the small schema hook to /login alone', () => {
    const users = sources
      .filter(({ text }) => /useSchemaForm/.test(text))
      .map(({ file }) => file)
      .filter((file) => file !== 'features/auth/hooks/useSchemaForm.ts');
    expect(users).toEqual(['features/auth/components/LoginForm.tsx']);
  });
});
