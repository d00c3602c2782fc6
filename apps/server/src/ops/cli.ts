import { parseArgs } from 'node:util';
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

const USAGE = `Cofre operator commands: npm run ops -- <command> [options]

  create-seller  --name N --document CNPJ --email E
  create-user    --seller ID|CNPJ --email E --profile ADMIN|MANAGER|FINANCE|SUPERVISOR|SALE [--password P]
                 (without --password the user is invited by a password-reset e-mail)
  feature-on     --seller ID|CNPJ --feature NAME
  feature-off    --seller ID|CNPJ --feature NAME
  invoice-on     --seller ID|CNPJ     (automatic invoices on: the reactivation support schedules)
  invoice-off    --seller ID|CNPJ
  block-seller   --seller ID|CNPJ --reason TEXT
  unblock-seller --seller ID|CNPJ
  reset-2fa      --email E            (turns two-factor off and ends the user's sessions)
  set-2fa        --email E --secret BASE32
  publish-terms  --version V --url URL
  card-purchase  --card ID --merchant NAME --amount CENTAVOS [--mcc 5411]
                 (sandbox: the sandbox issuer asks us to authorise a purchase; prints our decision)
  seed [--charges N]                  (demo data, only on an empty database; N demo charges, default 3,000)
  ledger:check                        (every ledger invariant; exits 1 on any finding)`;

/** The commands are the usage's entries (a line that starts with two spaces and a name). */
const COMMANDS = new Set([...USAGE.matchAll(/^ {2}([a-z][\w:-]*)/gm)].map((match) => match[1]!));

/** A mistyped call gets one line and exit 1, before the database is opened; help and --help the usage. */
function readArguments() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        help: { type: 'boolean', short: 'h' },
        name: { type: 'string' },
        document: { type: 'string' },
        email: { type: 'string' },
        seller: { type: 'string' },
        profile: { type: 'string' },
        password: { type: 'string' },
        feature: { type: 'string' },
        reason: { type: 'string' },
        secret: { type: 'string' },
        version: { type: 'string' },
        url: { type: 'string' },
        card: { type: 'string' },
        merchant: { type: 'string' },
        amount: { type: 'string' },
        mcc: { type: 'string' },
        charges: { type: 'string' },
      },
    });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)} (npm run ops -- help lists the commands)`);
    process.exit(1);
  }
}

const { positionals, values } = readArguments();

function need(name: Exclude<keyof typeof values, 'help'>): string {
  const value = values[name];
  if (typeof value !== 'string' || value === '') throw new OpsError(`--${name} is required`);
  return value;
}

const command = positionals[0];
if (values.help || command === 'help') {
  console.log(USAGE);
  process.exit(0);
}
if (!command) {
  console.log(USAGE);
  process.exit(1);
}
if (!COMMANDS.has(command)) {
  console.error(`Unknown command ${command} (npm run ops -- help lists the commands)`);
  process.exit(1);
}

const log = pino({ level: 'warn' });
const ctx = await createContext({ ...configFromEnv(), worker: false, scheduler: false }, log);
await ctx.jobs.start(jobDefinitions(ctx));
try {
  switch (command) {
    case 'create-seller': {
      const seller = await createSeller(ctx, { name: need('name'), document: need('document'), email: need('email') });
      console.log(`seller ${seller.id} created`);
      break;
    }
    case 'create-user': {
      const seller = await findSeller(ctx, need('seller'));
      const user = await createUser(ctx, {
        sellerId: seller.id,
        email: need('email'),
        profile: need('profile'),
        password: values.password,
      });
      console.log(`user ${user.id} created (${user.status})`);
      break;
    }
    case 'feature-on':
    case 'feature-off': {
      const seller = await findSeller(ctx, need('seller'));
      await setFeature(ctx, seller.id, need('feature'), command === 'feature-on');
      console.log('done');
      break;
    }
    case 'invoice-on':
    case 'invoice-off': {
      const seller = await findSeller(ctx, need('seller'));
      await setInvoicesActive(ctx, seller.id, command === 'invoice-on');
      console.log('done');
      break;
    }
    case 'block-seller':
      await setBlock(ctx, (await findSeller(ctx, need('seller'))).id, need('reason'));
      console.log('seller blocked');
      break;
    case 'unblock-seller':
      await setBlock(ctx, (await findSeller(ctx, need('seller'))).id, null);
      console.log('seller unblocked');
      break;
    case 'reset-2fa':
      await setTwoFactor(ctx, need('email'), null);
      console.log('two-factor turned off');
      break;
    case 'set-2fa':
      await setTwoFactor(ctx, need('email'), need('secret'));
      console.log('two-factor turned on');
      break;
    case 'publish-terms':
      await publishTerms(ctx, need('version'), need('url'));
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
        cardId: need('card'),
        merchantName: need('merchant'),
        amount: need('amount'),
        mcc: values.mcc,
      });
      console.log(decided.declineReason ? `${decided.status}: ${decided.declineReason}` : decided.status);
      break;
    }
    case 'seed': {
      const charges = values.charges === undefined ? undefined : Number(values.charges);
      if (charges !== undefined && !(Number.isInteger(charges) && charges >= 0)) {
        throw new OpsError('--charges takes a whole number');
      }
      console.log((await seedDemoIfEmpty(ctx, { charges })) ? 'demo data created' : 'database not empty: nothing done');
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
