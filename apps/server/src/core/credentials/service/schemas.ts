import type { Actor } from '../../../actor.ts';
import { AppError } from '../../../errors.ts';
import { revokeOlderVersions } from '../repository/credentials.ts';
import {
  findSchema,
  insertSchemaVersion,
  latestSchemas,
  type SchemaRow,
  setSchemaEnabled,
} from '../repository/schemas.ts';
import { forgetBadges } from './badges.ts';
import { compileClaimsSchema } from './claims.ts';
import { type Ctx, nameOfVct, spaceExists, spaceRefs, vctOf } from './context.ts';
import { forgetStatus } from './status.ts';

export async function schemaOf(ctx: Ctx, vct: string, version?: number): Promise<SchemaRow> {
  const name = nameOfVct(ctx.config, vct);
  const row = name ? await findSchema(ctx.db, name, version) : undefined;
  if (!row)
    throw new AppError('credentials.schema_unknown', `No credential type ${vct}`, { params: { vct } });
  return row;
}

/** The latest version of a type, refusing a disabled one. */
export async function enabledSchema(ctx: Ctx, vct: string): Promise<SchemaRow> {
  const row = await schemaOf(ctx, vct);
  if (!row.enabled)
    throw new AppError('credentials.schema_disabled', `The credential type ${vct} is disabled`, {
      params: { vct },
    });
  return row;
}

export async function schemaViews(ctx: Ctx, rows: SchemaRow[]) {
  const refs = await spaceRefs(
    ctx.db,
    rows.flatMap((row) => row.issuers),
  );
  return rows.map((row) => ({
    vct: vctOf(ctx.config, row.name),
    version: row.version,
    name: row.title,
    description: row.description,
    claims: row.claims,
    display: row.display,
    disclosable: row.disclosable,
    validityDays: row.validityDays,
    issuers: row.issuers.map((space) => refs.get(space) ?? { space, name: space }),
    enabled: row.enabled,
    dataset: row.dataset,
    schemaOnly: row.schemaOnly,
    createdAt: row.createdAt.toISOString(),
  }));
}

export type SchemaView = Awaited<ReturnType<typeof schemaViews>>[number];

const one = async (ctx: Ctx, row: SchemaRow): Promise<SchemaView> => {
  const [view] = await schemaViews(ctx, [row]);
  if (!view) throw new Error('no view');
  return view;
};

export async function listSchemas(ctx: Ctx, enabled: boolean | undefined) {
  const rows = await latestSchemas(ctx.db);
  return {
    items: await schemaViews(
      ctx,
      rows.filter((row) => enabled === undefined || row.enabled === enabled),
    ),
  };
}

export async function getSchema(ctx: Ctx, vct: string, version?: number) {
  return one(ctx, await schemaOf(ctx, vct, version));
}

export async function schemaIssuers(ctx: Ctx, vct: string) {
  return { items: (await getSchema(ctx, vct)).issuers };
}

export async function setEnabled(ctx: Ctx, vct: string, enabled: boolean) {
  const row = await schemaOf(ctx, vct);
  await setSchemaEnabled(ctx.db, row.name, enabled);
  return one(ctx, { ...row, enabled });
}

/** SD-JWT VC type metadata (draft-ietf-oauth-sd-jwt-vc §6): names, claim labels, which claims are disclosable. */
export async function typeMetadata(ctx: Ctx, vct: string) {
  const row = await schemaOf(ctx, vct);
  const properties = Object.keys((row.claims.properties as Record<string, unknown> | undefined) ?? {});
  return {
    vct: vctOf(ctx.config, row.name),
    name: row.title.en,
    description: row.description.en,
    display: [
      { lang: 'ja', name: row.title.jp, description: row.description.jp },
      { lang: 'en', name: row.title.en, description: row.description.en },
    ],
    claims: properties.map((claim) => ({
      path: [claim],
      display: [
        { lang: 'ja', label: row.display[claim]?.jp ?? claim },
        { lang: 'en', label: row.display[claim]?.en ?? claim },
      ],
      sd: row.disclosable.includes(claim) ? ('always' as const) : ('never' as const),
    })),
    schema: row.claims,
  };
}

export type PublishInput = {
  vct: string;
  name: { jp: string; en: string };
  description: { jp: string; en: string };
  claims: Record<string, unknown>;
  display: Record<string, { jp: string; en: string }>;
  disclosable: string[];
  validityDays: number;
  issuers: string[];
  dataset: 'raw';
  schema_only: boolean;
  revoke: boolean;
};

const invalid = (field: string, rule: string, message: string) =>
  new AppError('request.invalid', `${field}: ${message}`, [{ field, rule, message }]);

/**
 * A new version of a type (docs/product.md §9 defaults: dataset raw, schema_only false, revoke false). The claims must be a
 * JSON Schema of an object that ajv compiles; every property needs its display names; `revoke: true` revokes
 * the live credentials of every older version in the same transaction.
 */
export async function publishSchema(ctx: Ctx, actor: Actor, input: PublishInput) {
  const name = nameOfVct(ctx.config, input.vct);
  if (!name) throw invalid('body.vct', 'format', `must be ${ctx.config.publicUrl}/vct/<lower-case-name>`);
  const properties = input.claims.properties;
  if (
    input.claims.type !== 'object' ||
    !properties ||
    typeof properties !== 'object' ||
    Array.isArray(properties)
  )
    throw invalid('body.claims', 'json_schema', 'must be a JSON Schema with type "object" and properties');
  try {
    compileClaimsSchema(input.claims);
  } catch (error) {
    throw invalid('body.claims', 'json_schema', (error as Error).message.slice(0, 200));
  }
  const names = Object.keys(properties);
  for (const claim of names)
    if (!input.display[claim])
      throw invalid(`body.display.${claim}`, 'required', 'every claim needs {jp, en} names');
  for (const [i, claim] of input.disclosable.entries())
    if (!names.includes(claim))
      throw invalid(`body.disclosable.${i}`, 'claim', `${claim} is not a claim of the type`);
  for (const [i, space] of input.issuers.entries())
    if (!(await spaceExists(ctx.db, space))) throw invalid(`body.issuers.${i}`, 'space', `no space ${space}`);
  const row = await ctx.db.transaction(async (tx) => {
    const created = await insertSchemaVersion(tx, {
      name,
      title: input.name,
      description: input.description,
      claims: input.claims,
      display: Object.fromEntries(
        names.map((claim) => [claim, input.display[claim] as { jp: string; en: string }]),
      ),
      disclosable: input.disclosable,
      validityDays: input.validityDays,
      issuers: [...new Set(input.issuers)],
      dataset: input.dataset,
      schemaOnly: input.schema_only,
      createdBy: actor.identity.sub,
    });
    if (input.revoke)
      await revokeOlderVersions(tx, name, created.version, {
        reason: `superseded by version ${created.version}`,
        by: actor.identity.sub,
      });
    return created;
  });
  if (input.revoke) {
    forgetStatus(ctx.db);
    forgetBadges(ctx.db);
  }
  return one(ctx, row);
}
