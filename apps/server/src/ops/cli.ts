// `npm run ops`: the operator commands. The arguments are checked, and help printed, before the
// server's modules load (about 2 s through tsx): a mistyped call answers at once.
import { COMMANDS, readArguments, USAGE } from './cli-arguments.js';

const { positionals, values } = readArguments();

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

const { runCommand } = await import('./cli-run.js');
await runCommand(command, values);
