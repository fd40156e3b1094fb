import { generateKeyPairSync, randomBytes, X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import forge from 'node-forge';

/** The stand-in's TLS material: a test certificate authority and a server certificate it signed. */
export interface StandinCertificates {
  /** The CA to trust (PEM), and where it is on disk (for SHOPIFY_CA_FILE or NODE_EXTRA_CA_CERTS). */
  caPem: string;
  caFile: string;
  certPem: string;
  keyPem: string;
}

/** Names every server certificate covers: the loopback names, the shop hosts, and whatever the caller adds. */
export const DEFAULT_CERT_HOSTS = ['localhost', '127.0.0.1', '::1', '*.myshopify.com', 'myshopify.com'];

const DAY_MS = 86_400_000;

function newKeyPair(): { publicKey: forge.pki.PublicKey; privateKey: forge.pki.rsa.PrivateKey; privatePem: string } {
  // Node makes the key (fast, native); forge only builds and signs the certificates.
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const priv = forge.pki.privateKeyFromPem(privateKey) as forge.pki.rsa.PrivateKey;
  return { privateKey: priv, publicKey: forge.pki.setRsaPublicKey(priv.n, priv.e), privatePem: privateKey };
}

/**
 * A random positive serial number whose DER encoding is minimal: its first byte is 0x01–0x7f. (A serial starting
 * with a zero byte followed by one below 0x80 is "illegal padding" to OpenSSL, which then ignores such a CA when it
 * is given to trust, or refuses such a server certificate: one certificate in 256 or so.)
 */
export function serial(): string {
  const bytes = randomBytes(16);
  bytes[0] = 1 + (bytes[0]! % 0x7f);
  return bytes.toString('hex');
}

function makeCa(): { certPem: string; keyPem: string } {
  const keys = newKeyPair();
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = serial();
  cert.validity.notBefore = new Date(Date.now() - DAY_MS);
  cert.validity.notAfter = new Date(Date.now() + 3650 * DAY_MS);
  const subject = [
    { name: 'commonName', value: 'Dropport Shopify stand-in test CA' },
    { name: 'organizationName', value: 'Dropport (local testing only)' },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: true, critical: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(keys.privateKey, forge.md.sha256.create());
  return { certPem: forge.pki.certificateToPem(cert), keyPem: keys.privatePem };
}

function makeLeaf(ca: { certPem: string; keyPem: string }, hosts: string[]): { certPem: string; keyPem: string } {
  const caCert = forge.pki.certificateFromPem(ca.certPem);
  const caKey = forge.pki.privateKeyFromPem(ca.keyPem);
  const keys = newKeyPair();
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = serial();
  cert.validity.notBefore = new Date(Date.now() - DAY_MS);
  // Browsers refuse server certificates valid for more than 398 days.
  cert.validity.notAfter = new Date(Date.now() + 390 * DAY_MS);
  cert.setSubject([{ name: 'commonName', value: hosts[0] ?? 'localhost' }]);
  cert.setIssuer(caCert.subject.attributes);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
    { name: 'extKeyUsage', serverAuth: true },
    {
      name: 'subjectAltName',
      altNames: hosts.map((h) => (net.isIP(h) ? { type: 7, ip: h } : { type: 2, value: h })),
    },
    { name: 'subjectKeyIdentifier' },
    { name: 'authorityKeyIdentifier', keyIdentifier: caCert.generateSubjectKeyIdentifier().getBytes() },
  ]);
  cert.sign(caKey, forge.md.sha256.create());
  return { certPem: forge.pki.certificateToPem(cert), keyPem: keys.privatePem };
}

const read = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined);

/** Whether a server certificate still serves: signed by this CA, covering every host, valid for another month. */
function leafServes(certPem: string, caPem: string, hosts: string[]): boolean {
  try {
    const leaf = new X509Certificate(certPem);
    if (!leaf.verify(new X509Certificate(caPem).publicKey)) return false;
    if (Date.parse(leaf.validTo) - Date.now() < 30 * DAY_MS) return false;
    const names = (leaf.subjectAltName ?? '').split(', ').map((n) => n.replace(/^(DNS|IP Address):/, '').toLowerCase());
    return hosts.every((h) => names.includes(h.toLowerCase()));
  } catch {
    return false;
  }
}

/**
 * The CA and server certificate under `dir` (made on first use, kept across runs so a browser or a process that
 * trusts the CA keeps trusting it). The server certificate is made again when a host is missing or it nears expiry.
 */
export function ensureStandinCertificates(dir: string, extraHosts: string[] = []): StandinCertificates {
  fs.mkdirSync(dir, { recursive: true });
  const files = {
    ca: path.join(dir, 'ca.pem'),
    caKey: path.join(dir, 'ca-key.pem'),
    cert: path.join(dir, 'cert.pem'),
    key: path.join(dir, 'key.pem'),
  };
  const hosts = [...new Set([...DEFAULT_CERT_HOSTS, ...extraHosts.map((h) => h.toLowerCase())])];
  let caPem = read(files.ca);
  let caKeyPem = read(files.caKey);
  if (!caPem || !caKeyPem) {
    const ca = makeCa();
    caPem = ca.certPem;
    caKeyPem = ca.keyPem;
    fs.writeFileSync(files.caKey, caKeyPem, { mode: 0o600 });
    fs.writeFileSync(files.ca, caPem);
  }
  let certPem = read(files.cert);
  let keyPem = read(files.key);
  if (!certPem || !keyPem || !leafServes(certPem, caPem, hosts)) {
    const leaf = makeLeaf({ certPem: caPem, keyPem: caKeyPem }, hosts);
    certPem = leaf.certPem;
    keyPem = leaf.keyPem;
    fs.writeFileSync(files.key, keyPem, { mode: 0o600 });
    fs.writeFileSync(files.cert, certPem);
  }
  return { caPem, caFile: files.ca, certPem, keyPem };
}
