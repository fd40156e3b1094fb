import { X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { ensureStandinCertificates, serial } from './certificates.js';

it('gives every certificate a serial number OpenSSL accepts: a positive DER integer with no padding byte', () => {
  // The first byte 0x01–0x7f: never a leading zero byte (illegal padding), never a negative number.
  for (let i = 0; i < 20_000; i++) expect(serial()).toMatch(/^(0[1-9a-f]|[1-7][0-9a-f])[0-9a-f]{30}$/);
});

it('makes a CA and a server certificate it signed, covering the loopback names and the shop hosts', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dropport-certs-'));
  try {
    const certs = ensureStandinCertificates(dir);
    const ca = new X509Certificate(certs.caPem);
    const leaf = new X509Certificate(certs.certPem);
    expect(ca.ca).toBe(true);
    expect(leaf.checkIssued(ca)).toBe(true);
    expect(leaf.verify(ca.publicKey)).toBe(true);
    expect(leaf.subjectAltName).toContain('DNS:*.myshopify.com');
    expect(leaf.subjectAltName).toContain('IP Address:127.0.0.1');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
