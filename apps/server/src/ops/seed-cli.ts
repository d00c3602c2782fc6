export {};
process.argv.splice(2, process.argv.length, 'seed');
await import('./cli.js');
