import pino from 'pino';
import { configFromEnv } from '../config.js';
import { createContext } from '../context-factory.js';
import { jobDefinitions } from '../jobs/definitions.js';
import {
  createSeller,
  createUser,
  findSeller,
  OpsError,
  publishTerms,
  setBlock,
  setFeature,
  setTwoFactor,
  simulateCardPurchase,
} from './commands.js';
import { seedDemoIfEmpty } from './seed.js';
import { checkLedger } from '../modules/ledger/index.js';
import { setInvoicesActive } from '../modules/invoices/index.js';
import type { CliOptions } from './cli-arguments.js';

function need(values: CliOptions, name: Exclude<keyof CliOptions, 'help'>): string {
  const value = values[name];
  if (typeof value !== 'string' || value === '') throw new OpsError(`--${name} is required`);
  return value;
}

/** Runs one operator command on the configured database; exit code 1 on a refusal. */
export async function runCommand(command: string, values: CliOptions): Promise<void> {
  const log = pino({ level: 'warn' });
  const ctx = await createContext({ ...configFromEnv(), worker: false, scheduler: false }, log);
  await ctx.jobs.start(jobDefinitions(ctx));
  try {
    switch (command) {
      case 'create-seller': {
        const seller = await createSeller(ctx, {
          name: need(values, 'name'),
          document: need(values, 'document'),
          email: need(values, 'email'),
        });
        console.log(`seller ${seller.id} created`);
        break;
      }
      case 'create-user': {
        const seller = await findSeller(ctx, need(values, 'seller'));
        const user = await createUser(ctx, {
          sellerId: seller.id,
          email: need(values, 'email'),
          profile: need(values, 'profile'),
          password: values.password,
        });
        console.log(`user ${user.id} created (${user.status})`);
        break;
      }
      case 'feature-on':
      case 'feature-off': {
        const seller = await findSeller(ctx, need(values, 'seller'));
        await setFeature(ctx, seller.id, need(values, 'feature'), command === 'feature-on');
        console.log('done');
        break;
      }
      case 'invoice-on':
      case 'invoice-off': {
        const seller = await findSeller(ctx, need(values, 'seller'));
        await setInvoicesActive(ctx, seller.id, command === 'invoice-on');
        console.log('done');
        break;
      }
      case 'block-seller':
        await setBlock(ctx, (await findSeller(ctx, need(values, 'seller'))).id, need(values, 'reason'));
        console.log('seller blocked');
        break;
      case 'unblock-seller':
        await setBlock(ctx, (await findSeller(ctx, need(values, 'seller'))).id, null);
        console.log('seller unblocked');
        break;
      case 'reset-2fa':
        await setTwoFactor(ctx, need(values, 'email'), null);
        console.log('two-factor turned off');
        break;
      case 'set-2fa':
        await setTwoFactor(ctx, need(values, 'email'), need(values, 'secret'));
        console.log('two-factor turned on');
        break;
      case 'publish-terms':
        await publishTerms(ctx, need(values, 'version'), need(values, 'url'));
        console.log('terms published');
        break;
      case 'ledger:check': {
        const violations = await checkLedger(ctx);
        for (const line of violations) console.log(line);
        console.log(violations.length === 0 ? 'ledger ok' : `${violations.length} violation(s)`);
        if (violations.length > 0) process.exitCode = 1;
        break;
      }
      case 'card-purchase': {
        const decided = await simulateCardPurchase(ctx, {
          cardId: need(values, 'card'),
          merchantName: need(values, 'merchant'),
          amount: need(values, 'amount'),
          mcc: values.mcc,
        });
        console.log(decided.declineReason ? `${decided.status}: ${decided.declineReason}` : decided.status);
        break;
      }
      case 'seed': {
        const count = (option: 'charges' | 'subscriptions') => {
          const value = values[option];
          if (value === undefined) return undefined;
          const number = Number(value);
          if (!(Number.isInteger(number) && number >= 0)) throw new OpsError(`--${option} takes a whole number`);
          return number;
        };
        const options = { charges: count('charges'), subscriptions: count('subscriptions') };
        console.log((await seedDemoIfEmpty(ctx, options)) ? 'demo data created' : 'database not empty: nothing done');
        break;
      }
      default:
        throw new OpsError(`Unknown command ${command}`);
    }
  } catch (error) {
    console.error(error instanceof OpsError ? error.message : error);
    process.exitCode = 1;
  } finally {
    await ctx.jobs.stop();
    await ctx.database.close();
  }
}
