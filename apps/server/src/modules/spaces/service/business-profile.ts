import { type ProfileDetailsInput, profileRuleIssues } from '@tourtariff/shared';
import type { Actor } from '../../../actor.ts';
import type { SpaceDetails } from '../../../db/schema/index.ts';
import { validationError } from '../../../plugins/validation.ts';
import type { SpaceRow } from '../repository/spaces.ts';
import type { Ctx } from './ctx.ts';
import { storeImageInput } from './images.ts';

/*
 * One way a business profile is written, whichever route carries it (`/api/v1/Creator`, `/api/v1/Arranger`, or
 * the `details` of `PATCH /api/corporate|personal/{key}`): the logo stored, empty values dropped, and the rules
 * across fields (packages/shared business-profile.ts, which the web form applies too) checked on the result.
 */

type Nested = Record<string, unknown>;

/** Drops empty strings and then-empty objects, so "cleared" and "never set" are one state. */
function compact<T extends Nested>(value: T): T {
  const entries = Object.entries(value).flatMap(([name, v]): [string, unknown][] => {
    if (v === '' || v === undefined || v === null) return [];
    if (typeof v === 'object' && !Array.isArray(v)) {
      const inner = compact(v as Nested);
      return Object.keys(inner).length ? [[name, inner]] : [];
    }
    return [[name, v]];
  });
  return Object.fromEntries(entries) as T;
}

/**
 * The profile document after a write. `replace` (POST, PUT) takes the input as the whole profile; `merge`
 * (PATCH) replaces only the top-level fields the input names. `prefix` is where the fields sat in the request
 * (`body`, `body.details`), so a refusal names them as the caller sent them.
 */
export async function nextProfileDetails(
  ctx: Ctx,
  actor: Actor,
  row: SpaceRow,
  input: ProfileDetailsInput,
  options: { mode: 'replace' | 'merge'; prefix: string },
): Promise<SpaceDetails> {
  // The 和暦 setting (docs/product-decisions.md §13) is no profile field: replacing the profile keeps it.
  const kept = row.details.eraDates === undefined ? {} : { eraDates: row.details.eraDates };
  const merged = compact({
    ...(options.mode === 'merge' ? row.details : kept),
    ...input,
  } as Nested) as SpaceDetails;
  // A write of the 和暦 setting alone is no profile edit: a space without a finished profile may still set it.
  const settingOnly = options.mode === 'merge' && Object.keys(input).every((name) => name === 'eraDates');
  if (row.kind !== 'guide' && !settingOnly) {
    const issues = profileRuleIssues(merged, row.kind);
    if (issues.length)
      throw validationError(
        issues.map((issue) => ({
          field: `${options.prefix}.${issue.path}`,
          rule: issue.rule,
          message: issue.message,
        })),
        'profile.invalid',
      );
  }
  // Stored only once the profile passed every rule: a refused write leaves no blob behind either.
  if (merged.logo?.startsWith('data:')) {
    const logo = await storeImageInput(merged.logo, `${options.prefix}.logo`, {
      storage: ctx.storage,
      sub: actor.identity.sub,
    });
    if (logo) merged.logo = logo;
  }
  return merged;
}
