import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request } from 'node:https';
import { join } from 'node:path';

/**
 * The bench's HTTP/2 server (`BENCH_SERVERS=h2`, web-bench.ts): the storefront over TLS, as a CDN
 * serves it. Lighthouse's simulation replays the page's requests on the connections it saw: over
 * HTTP/1.1 (npm start's server, the nginx config's plain listener, the bench's default tables) it
 * opens six, and every request pays a full round trip on one of them (a page naming 30 chunks waits
 * five round trips); over HTTP/2 every request shares one warm connection. See docs/performance.md.
 */
export interface BenchCertificate {
  key: Buffer;
  cert: Buffer;
  /** Chromium's `--ignore-certificate-errors-spki-list` value: this certificate's key, and no other. */
  spkiHash: string;
}

/** A throwaway certificate for 127.0.0.1, made with Debian's openssl in the bench's own folder. */
export function benchCertificate(workDir: string): BenchCertificate {
  const keyFile = join(workDir, 'bench-key.pem');
  const certFile = join(workDir, 'bench-cert.pem');
  execFileSync(
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
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'ignore' },
  );
  const cert = readFileSync(certFile);
  const spki = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
  return { key: readFileSync(keyFile), cert, spkiHash: createHash('sha256').update(spki).digest('base64') };
}

/**
 * GETs `url` and reads it to the end, trusting the bench's certificate when the URL is https
 * (Node's fetch cannot be given one certificate to trust).
 */
export async function readWhole(url: string, headers: Record<string, string>, ca?: Buffer): Promise<void> {
  if (!url.startsWith('https:')) {
    await (await fetch(url, { headers })).arrayBuffer();
    return;
  }
  await new Promise<void>((resolve, reject) => {
    const req = request(url, { headers, ca }, (res) => {
      res.resume();
      res.on('end', resolve);
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
