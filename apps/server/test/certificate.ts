/** A self-signed certificate for the tests' local HTTPS servers (nginx front, push service). */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Makes a self-signed certificate for 127.0.0.1 and localhost (a day, EC P-256) with openssl in
 * `dir`; returns the files and the certificate's PEM (clients trust it as their only CA).
 */
export function makeCertificate(dir: string): { certFile: string; keyFile: string; ca: string } {
  const certFile = path.join(dir, 'cert.pem');
  const keyFile = path.join(dir, 'key.pem');
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl failed: ${made.stderr}`);
  return { certFile, keyFile, ca: fs.readFileSync(certFile, 'utf8') };
}
