import { createRequire } from 'node:module';

interface BankEntry {
  COMPE: string;
  ShortName: string;
  LongName: string;
}

/**
 * The Brazilian bank list (spec 3 §3) of the sub-seller form and the payout account: every bank with a 3-digit COMPE code,
 * from the kept `bancos-brasileiros` data package (Banco Central's participant list), by code.
 */
const entries = (createRequire(import.meta.url)('bancos-brasileiros/bancos.json') as BankEntry[])
  .filter((entry) => /^\d{3}$/.test(entry.COMPE))
  .map((entry) => ({ code: entry.COMPE, name: entry.LongName || entry.ShortName }))
  .sort((a, b) => a.code.localeCompare(b.code));

export const BANKS: ReadonlyArray<{ code: string; name: string }> = entries;
const byCode = new Map(entries.map((entry) => [entry.code, entry.name]));

/** The bank's name, or undefined for a code that is not in the list. */
export const bankName = (code: string) => byCode.get(code);
