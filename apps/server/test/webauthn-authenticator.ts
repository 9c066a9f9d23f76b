import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';

/*
 * A software authenticator for tests: an ES256 key made here, with authenticatorData, clientDataJSON and the
 * "none" attestation object built byte by byte as WebAuthn Level 2 §6.1 and §6.5 lay them out, so the server's
 * library checks real ceremonies, not mocks.
 */

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/** CBOR (RFC 8949) heads for the few shapes needed: unsigned and negative ints, byte and text strings, maps. */
function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
}
const cborInt = (n: number) => (n >= 0 ? head(0, n) : head(1, -1 - n));
const cborBytes = (bytes: Uint8Array) => Buffer.concat([head(2, bytes.length), bytes]);
const cborText = (text: string) => Buffer.concat([head(3, Buffer.byteLength(text)), Buffer.from(text)]);

const FLAG = { up: 0x01, uv: 0x04, be: 0x08, bs: 0x10, at: 0x40 };

export type Flags = { uv?: boolean; backedUp?: boolean };

export class TestAuthenticator {
  readonly credentialId = randomBytes(32);
  readonly userHandle: string | undefined;
  counter: number;
  private readonly privateKey: KeyObject;
  private readonly cose: Buffer;

  constructor(options: { counter?: number } = {}) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = privateKey;
    const jwk = publicKey.export({ format: 'jwk' });
    const x = Buffer.from(jwk.x ?? '', 'base64url');
    const y = Buffer.from(jwk.y ?? '', 'base64url');
    // COSE_Key of an EC2 P-256 key for ES256: {1: 2, 3: -7, -1: 1, -2: x, -3: y}.
    this.cose = Buffer.concat([
      Buffer.from([0xa5]),
      cborInt(1),
      cborInt(2),
      cborInt(3),
      cborInt(-7),
      cborInt(-1),
      cborInt(1),
      cborInt(-2),
      cborBytes(x),
      cborInt(-3),
      cborBytes(y),
    ]);
    this.counter = options.counter ?? 0;
  }

  get id(): string {
    return b64(this.credentialId);
  }

  private authData(rpId: string, flags: Flags, attested: boolean): Buffer {
    let bits = FLAG.up;
    if (flags.uv ?? true) bits |= FLAG.uv;
    if (flags.backedUp) bits |= FLAG.be | FLAG.bs;
    if (attested) bits |= FLAG.at;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter >>> 0);
    const parts: Uint8Array[] = [sha256(rpId), Buffer.from([bits]), counter];
    if (attested) {
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(this.credentialId.length);
      parts.push(Buffer.alloc(16), idLength, this.credentialId, this.cose);
    }
    return Buffer.concat(parts);
  }

  private static clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** The browser's answer to creation options (RegistrationResponseJSON). */
  register(options: { challenge: string; rpId: string; origin: string; flags?: Flags }) {
    const authData = this.authData(options.rpId, options.flags ?? {}, true);
    const attestationObject = Buffer.concat([
      Buffer.from([0xa3]),
      cborText('fmt'),
      cborText('none'),
      cborText('attStmt'),
      Buffer.from([0xa0]),
      cborText('authData'),
      cborBytes(authData),
    ]);
    const clientDataJSON = TestAuthenticator.clientData('webauthn.create', options.challenge, options.origin);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64(clientDataJSON),
        attestationObject: b64(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    };
  }

  /**
   * The browser's answer to request options (AuthenticationResponseJSON), signed with the key. The counter moves
   * forward by one unless `counter` sets it (a clone replays an old value).
   */
  assert(options: {
    challenge: string;
    rpId: string;
    origin: string;
    userHandle?: string;
    counter?: number;
    flags?: Flags;
  }) {
    this.counter = options.counter ?? this.counter + 1;
    const authData = this.authData(options.rpId, options.flags ?? {}, false);
    const clientDataJSON = TestAuthenticator.clientData('webauthn.get', options.challenge, options.origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64(clientDataJSON),
        authenticatorData: b64(authData),
        signature: b64(signature),
        ...(options.userHandle ? { userHandle: b64(Buffer.from(options.userHandle)) } : {}),
      },
      clientExtensionResults: {},
    };
  }
}
