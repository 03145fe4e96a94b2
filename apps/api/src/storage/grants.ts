import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * A signed, expiring permission for one thing: write one key (at most `maxBytes`, of one content
 * type) or read one key. The disk driver's URLs carry it, as S3's presigned URLs carry theirs.
 */
const GrantSchema = z.discriminatedUnion('op', [
  z.object({
    op: z.literal('put'),
    key: z.string(),
    maxBytes: z.number().int().min(0),
    contentType: z.string(),
    exp: z.number().int(),
  }),
  z.object({ op: z.literal('get'), key: z.string(), fileName: z.string().optional(), exp: z.number().int() }),
]);
export type Grant = z.infer<typeof GrantSchema>;
export type PutGrant = Extract<Grant, { op: 'put' }>;
export type GetGrant = Extract<Grant, { op: 'get' }>;

export type GrantSigner = {
  sign(grant: Grant): string;
  /** the grant of a token for `op`, or null when forged, expired or made for something else */
  verify<Op extends Grant['op']>(token: string, op: Op, now?: Date): Extract<Grant, { op: Op }> | null;
};

/** Signs grants with an HMAC-SHA256 key (derived from the auth secret). `exp` is in Unix seconds. */
export function createGrantSigner(key: Uint8Array): GrantSigner {
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest();
  return {
    sign(grant) {
      const payload = Buffer.from(JSON.stringify(grant)).toString('base64url');
      return `${payload}.${mac(payload).toString('base64url')}`;
    },
    verify<Op extends Grant['op']>(
      token: string,
      op: Op,
      now = new Date(),
    ): Extract<Grant, { op: Op }> | null {
      const [payload, signature, ...rest] = token.split('.');
      if (!payload || !signature || rest.length > 0) return null;
      // compared as text: decoding would ignore the spare bits of the last character
      const expected = Buffer.from(mac(payload).toString('base64url'));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      let decoded: unknown;
      try {
        decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        return null;
      }
      const parsed = GrantSchema.safeParse(decoded);
      if (!parsed.success || parsed.data.op !== op) return null;
      if (parsed.data.exp * 1000 <= now.getTime()) return null;
      return parsed.data as Extract<Grant, { op: Op }>;
    },
  };
}
