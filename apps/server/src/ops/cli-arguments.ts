import { parseArgs } from 'node:util';

export const USAGE = `Cofre operator commands: npm run ops -- <command> [options]

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
  seed [--charges N] [--subscriptions N]
                 (demo data, only on an empty database; N demo charges, default 3,000,
                 and N demo subscriptions, default 120)
  ledger:check                        (every ledger invariant; exits 1 on any finding)`;

/** The commands are the usage's entries (a line that starts with two spaces and a name). */
export const COMMANDS = new Set([...USAGE.matchAll(/^ {2}([a-z][\w:-]*)/gm)].map((match) => match[1]!));

/** A mistyped call gets one line and exit 1, before the database is opened; help and --help the usage. */
export function readArguments() {
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
        subscriptions: { type: 'string' },
      },
    });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)} (npm run ops -- help lists the commands)`);
    process.exit(1);
  }
}

/** The options of a call, as parsed. */
export type CliOptions = ReturnType<typeof readArguments>['values'];
