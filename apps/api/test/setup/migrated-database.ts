import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migratedEmbeddedSnapshot, openDatabase } from '../../src/db/client';
import { createServerDatabase } from '../helpers/server-database';

/**
 * Migrates one database before any API test file runs, so each file starts from a copy of it
 * (test/helpers/test-database.ts) instead of running every migration again: on PostgreSQL a
 * template database (`create database … template`), on PGlite a data-directory snapshot in a
 * file. Done here, once per run, because workers creating it together would race.
 */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const template = await createServerDatabase(serverUrl, { label: 'template_' });
    try {
      const migrated = await openDatabase({
        databaseUrl: template.url,
        embeddedDir: 'memory://',
        onIdleClientError: () => {},
      });
      // A template must have no connections while it is copied.
      await migrated.close();
    } catch (error) {
      await template.drop();
      throw error;
    }
    project.provide('templateDatabase', template.name);
    return template.drop;
  }

  const folder = await mkdtemp(path.join(tmpdir(), 'cuebrief-snapshot-'));
  const snapshotFile = path.join(folder, 'migrated.tar');
  const snapshot = await migratedEmbeddedSnapshot();
  await writeFile(snapshotFile, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('embeddedSnapshotFile', snapshotFile);
  return () => rm(folder, { recursive: true, force: true });
}
