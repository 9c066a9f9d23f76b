import { Jwt } from '@sd-jwt/core';
import { createHeaderAndPayload, getListFromStatusListJWT, StatusList } from '@sd-jwt/jwt-status-list';
import type { Signer } from './keys.ts';

/** Status values of the Token Status List draft with one bit per credential: 0 valid, 1 invalid (revoked). */
export const STATUS_VALID = 0;
export const STATUS_REVOKED = 1;

export type StatusListInput = {
  key: { kid: string; sign: Signer };
  iss: string;
  /** The list's own URI; the `sub` of its JWT must equal the `uri` credentials point at. */
  uri: string;
  size: number;
  revoked: Iterable<number>;
  ttlSeconds: number;
  at?: Date;
};

/** The list as a signed `statuslist+jwt`: one bit per index, zlib-compressed, with its time-to-live. */
export async function statusListJwt(input: StatusListInput): Promise<string> {
  const bits = new Array<number>(input.size).fill(STATUS_VALID);
  for (const idx of input.revoked) if (idx >= 0 && idx < input.size) bits[idx] = STATUS_REVOKED;
  const iat = Math.floor((input.at ?? new Date()).getTime() / 1000);
  const { header, payload } = createHeaderAndPayload(
    new StatusList(bits, 1),
    {
      iss: input.iss,
      sub: input.uri,
      iat,
      exp: iat + Math.max(input.ttlSeconds, 1) * 2,
      ttl: input.ttlSeconds,
    },
    { alg: 'ES256', typ: 'statuslist+jwt', kid: input.key.kid },
  );
  return new Jwt({ header, payload }).sign(input.key.sign);
}

/** The decoded list of a status list JWT (its signature is the caller's business). */
export function decodeStatusList(jwt: string): StatusList {
  return getListFromStatusListJWT(jwt);
}
