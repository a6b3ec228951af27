// The product as a deployment serves it to browsers (issue 35): HTTPS, with HTTP/2 (server/src/http/listen.ts, TLS_CERT_FILE
// and TLS_KEY_FILE). A phone then fetches a page's many small files over one connection, none waiting for another of
// six, and Lighthouse's simulation (Lantern) models an HTTP/2 connection so. The certificate is the tests' own,
// self-signed for 127.0.0.1 and localhost (server/test/tls): this process trusts it beside the usual authorities
// (its fetch calls), and Chromium trusts that one key alone (`chromiumTrustsBenchCertificate`), no other error.
import { createHash, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import tls from 'node:tls';

export const benchCertificateFile = 'server/test/tls/localhost-cert.pem';
export const benchKeyFile = 'server/test/tls/localhost-key.pem';

const certificate = () => readFileSync(benchCertificateFile, 'utf8');

/** Chromium's switch trusting the bench's certificate by its public key's SHA-256 (it needs a --user-data-dir). */
export function chromiumTrustsBenchCertificate(): string {
  const spki = new X509Certificate(certificate()).publicKey.export({ type: 'spki', format: 'der' });
  return `--ignore-certificate-errors-spki-list=${createHash('sha256').update(spki).digest('base64')}`;
}

let trusted = false;
/** This process's TLS clients (fetch) trust the bench's certificate too, from now on. */
export function trustBenchCertificate(): void {
  if (trusted) return;
  tls.setDefaultCACertificates([...tls.getCACertificates('default'), certificate()]);
  trusted = true;
}
