// `npm run worker` and `npm run scheduler`: one role of the server apart from the API (src/serve.ts
// reads ROLE and refuses it without PostgreSQL).
const role = process.argv[2];
if (role !== 'worker' && role !== 'scheduler') {
  console.error('usage: tsx src/role.ts worker|scheduler');
  process.exit(1);
}
process.env.ROLE = role;
await import('./serve.js');
export {};
