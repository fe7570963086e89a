import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openEmbeddedDatabase } from './embedded-database';

const dataDir = await mkdtemp(path.join(tmpdir(), 'cuebrief-embedded-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('the embedded database', () => {
  const folder = path.join(dataDir, 'pgdata');

  // Setting up a data folder (initdb) takes seconds, and many more on a loaded machine.
  it('sets up a new folder and runs with its own shared buffers', async () => {
    expect(existsSync(folder)).toBe(false);
    const client = await openEmbeddedDatabase(folder);
    try {
      expect(existsSync(path.join(folder, 'PG_VERSION'))).toBe(true);
      const { rows } = await client.query<{ shared_buffers: string }>('show shared_buffers');
      expect(rows).toEqual([{ shared_buffers: '16MB' }]);
      await client.exec('create table kept (word text); insert into kept values ($$here$$);');
    } finally {
      await client.close();
    }
  }, 120_000);

  it('opens a folder set up before with what was written in it', async () => {
    const client = await openEmbeddedDatabase(folder);
    try {
      const { rows } = await client.query<{ word: string }>('select word from kept');
      expect(rows).toEqual([{ word: 'here' }]);
    } finally {
      await client.close();
    }
  });
});
