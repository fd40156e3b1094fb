import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { ensureStandinCertificates } from '@dropport/shopify-standin';
import { migrate, openDatabase } from '../src/db/database.js';
import { ensureFirstTexts } from '../src/modules/policies/policies.service.js';

/**
 * Migrates one template database per engine before any test file runs; each test server then starts from a copy
 * (a file copy on SQLite, CREATE DATABASE … TEMPLATE on PostgreSQL) instead of running every migration again.
 * Makes the Shopify stand-ins' test CA and certificate once too (two RSA keys, about a third of a second each
 * here): every stand-in of the run serves them. The harness reads both from the environment, which the test
 * workers inherit.
 */
export async function setup() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dropport-template-'));
  const file = path.join(dir, 'template.sqlite');
  const sqlite = openDatabase({ sqliteFile: file });
  await migrate(sqlite.db);
  await ensureFirstTexts(sqlite.db);
  await sqlite.close();
  // Closing the last connection checkpoints the WAL into the file: the one file is the whole database.
  process.env.DROPPORT_TEST_SQLITE_TEMPLATE = file;
  const certificates = path.join(dir, 'shopify-standin');
  ensureStandinCertificates(certificates);
  process.env.DROPPORT_TEST_SHOPIFY_CERTIFICATES = certificates;

  let dropPg = async () => {};
  const base = process.env.TEST_PG_URL;
  if (base) {
    const name = `dropport_tpl_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    const handle = openDatabase({ sqliteFile: '', databaseUrl: url.toString(), poolSize: 1 });
    await migrate(handle.db);
    await ensureFirstTexts(handle.db);
    await handle.close();
    process.env.DROPPORT_TEST_PG_TEMPLATE = name;
    dropPg = async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }

  return async () => {
    await dropPg();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
