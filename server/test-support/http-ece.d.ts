// The part of http_ece the fake push service uses to read a push (the package ships no types).
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  type Params = { version: 'aes128gcm'; privateKey: ECDH; authSecret: string };
  const ece: { decrypt(body: Buffer, params: Params): Buffer };
  export default ece;
}
