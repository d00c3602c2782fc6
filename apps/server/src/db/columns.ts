import { bigint, customType } from 'drizzle-orm/pg-core';

/** Column types every module's tables share, declared once. */

/** Integer centavos (bigint, read as a JS number: safe up to 90 trillion reais). */
export const money = (name: string) => bigint(name, { mode: 'number' });

/** Raw bytes (a stored file), read and written as a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });
