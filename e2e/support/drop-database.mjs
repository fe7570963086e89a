// `node drop-database.mjs <server url> <database url>`: drops the e2e run's database.
import pg from 'pg';

const [serverUrl, databaseUrl] = process.argv.slice(2);
const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
const client = new pg.Client({ connectionString: serverUrl });
await client.connect();
try {
  await client.query(`drop database if exists "${name.replaceAll('"', '""')}" with (force)`);
} finally {
  await client.end();
}
