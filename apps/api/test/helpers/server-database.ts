import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Runs one statement on the server's maintenance connection (creating or dropping a database). */
async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A new database beside the one `serverUrl` names, as a copy of `template` when given (an
 * empty one otherwise), with the means to drop it. Free of Vitest, so the fleet launcher, run
 * by Playwright and the bench, makes its databases the same way.
 */
export async function createServerDatabase(
  serverUrl: string,
  options: { label: string; template?: string },
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const url = new URL(serverUrl);
  const name = `${url.pathname.slice(1) || 'cuebrief'}_${options.label}${randomBytes(5).toString('hex')}`;
  const template = options.template ? ` template "${options.template}"` : '';
  await onServer(serverUrl, `create database "${name}"${template}`);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => onServer(serverUrl, `drop database if exists "${name}" with (force)`),
  };
}
