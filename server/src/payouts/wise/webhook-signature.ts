import { createPublicKey, verify, type KeyObject } from 'node:crypto';

/**
 * Wise signs every webhook delivery: "Signatures are generated using an RSA key and SHA256 digest
 * of the message body. They are transmitted using the X-Signature-SHA256 request header and are
 * Base64 encoded" (https://docs.wise.com/guides/developer/webhooks/event-handling). The signature
 * covers the body's exact bytes, so it is checked on the raw body, before any parsing.
 */
export class WebhookSignatureVerifier {
  private readonly key: KeyObject;

  constructor(publicKeyPem: string) {
    this.key = createPublicKey(publicKeyPem);
  }

  verifies(rawBody: Buffer, signatureHeader: string | string[] | undefined): boolean {
    if (typeof signatureHeader !== 'string' || !/^[A-Za-z0-9+/]+={0,2}$/.test(signatureHeader.trim())) return false;
    const signature = Buffer.from(signatureHeader.trim(), 'base64');
    // An RSA signature is as long as the key's modulus: anything else cannot verify.
    if (signature.length * 8 !== (this.key.asymmetricKeyDetails?.modulusLength ?? 0)) return false;
    try {
      return verify('sha256', rawBody, this.key, signature);
    } catch {
      return false;
    }
  }
}
