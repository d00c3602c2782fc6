import type { z } from 'zod';

/**
 * One example per contract schema, shown by the OpenAPI document on every operation that uses the
 * schema (lib/openapi-docs.ts). The examples live by area (`openapi-examples*.ts`), typed by the
 * contract and checked against the generated JSON Schema by the lint test (test/openapi.test.ts).
 */
const examples = new Map<unknown, unknown>();

/** The example of a contract schema, if it has one. */
export const exampleOf = (schema: unknown): unknown => examples.get(schema);

export const request = <T extends z.ZodType>(schema: T, value: z.input<T>) => examples.set(schema, value);
export const response = <T extends z.ZodType>(schema: T, value: z.output<T>) => examples.set(schema, value);
