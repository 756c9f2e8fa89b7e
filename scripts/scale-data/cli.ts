import { parseArgs } from 'node:util';
import { parseEnv } from '#server/config/env.ts';
import { openDatabase } from '#server/db/client.ts';
import { generateScaleData } from './generate.ts';

// npm run data:scale -- --products 10000 --orders 100000
// Adds a generated catalogue and order history to the database the server would use
// (DATABASE_URL, else the embedded one under DATA_DIR): for trying the app or the admin screens
// at scale. Never in production.
const { values } = parseArgs({ options: { products: { type: 'string', default: '10000' }, orders: { type: 'string', default: '100000' } } });
const env = parseEnv();
if (env.production) {
  console.error('data:scale refuses to run with NODE_ENV=production');
  process.exit(1);
}
const database = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
await database.migrate();
const size = { products: Number(values.products), orders: Number(values.orders) };
const { ms } = await generateScaleData(database.db, size);
await database.close();
console.log(`added ${size.products} products and ${size.orders} orders to the ${database.kind} database in ${(ms / 1000).toFixed(1)} s`);
