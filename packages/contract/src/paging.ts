import { z } from 'zod';

/** Page and size of a list; strict, like every query of the API (unknown parameters are refused). */
export const pageQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    page: z.number().int(),
    size: z.number().int(),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
  });
}

export interface Page<T> {
  content: T[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
}

export function toPage<T>(content: T[], page: number, size: number, totalElements: number): Page<T> {
  return { content, page, size, totalElements, totalPages: Math.ceil(totalElements / size) };
}
