// Vitest's global setup for the API tests (issue 23): a self-signed certificate for 127.0.0.1,
// trusted by the test processes through NODE_EXTRA_CA_CERTS (read when a process starts: set here,
// before the workers are forked, it reaches every server a test starts). The fake push service
// (fake-push-service.ts) serves with it, so web-push's https requests are checked as in production.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import selfsigned from 'selfsigned';

export default async function setup(): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'sillage-push-ca-'));
  const pems = await selfsigned.generate([{ name: 'commonName', value: 'fake push service' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] },
    ],
  });
  writeFileSync(join(dir, 'cert.pem'), pems.cert);
  writeFileSync(join(dir, 'key.pem'), pems.private, { mode: 0o600 });
  process.env.NODE_EXTRA_CA_CERTS = join(dir, 'cert.pem');
  process.env.FAKE_PUSH_TLS_DIR = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
