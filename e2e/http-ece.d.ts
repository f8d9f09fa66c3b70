/** The part of http_ece (Encrypted Content-Encoding for HTTP, RFC 8188) the push journey uses to read a push as a browser would. */
declare module "http_ece" {
  import type { ECDH } from "node:crypto";

  /** Web Push's decryption (RFC 8291): the receiver's key pair and the subscription's auth secret (base64url). */
  export function decrypt(
    buffer: Buffer,
    params: { version: "aes128gcm"; privateKey: ECDH; authSecret: string },
  ): Buffer;
}
