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
import { type CredDeps, nameOfVct, spaceExists, spaceRefs, vctOf } from './context.ts';
import { forgetStatus } from './status.ts';

export async function schemaOf(deps: CredDeps, vct: string, version?: number): Promise<SchemaRow> {
  const name = nameOfVct(deps.config, vct);
  const row = name ? await findSchema(deps.db, name, version) : undefined;
  if (!row)
    throw new AppError('credentials.schema_unknown', `No credential type ${vct}`, { params: { vct } });
  return row;
}

/** The latest version of a type, refusing a disabled one. */
export async function enabledSchema(deps: CredDeps, vct: string): Promise<SchemaRow> {
  const row = await schemaOf(deps, vct);
  if (!row.enabled)
    throw new AppError('credentials.schema_disabled', `The credential type ${vct} is disabled`, {
      params: { vct },
    });
  return row;
}

export async function schemaViews(deps: CredDeps, rows: SchemaRow[]) {
  const refs = await spaceRefs(
    deps.db,
    rows.flatMap((row) => row.issuers),
  );
  return rows.map((row) => ({
    vct: vctOf(deps.config, row.name),
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

const one = async (deps: CredDeps, row: SchemaRow): Promise<SchemaView> => {
  const [view] = await schemaViews(deps, [row]);
  if (!view) throw new Error('no view');
  return view;
};

export async function listSchemas(deps: CredDeps, enabled: boolean | undefined) {
  const rows = await latestSchemas(deps.db);
  return {
    items: await schemaViews(
      deps,
      rows.filter((row) => enabled === undefined || row.enabled === enabled),
    ),
  };
}

export async function getSchema(deps: CredDeps, vct: string, version?: number) {
  return one(deps, await schemaOf(deps, vct, version));
}

export async function schemaIssuers(deps: CredDeps, vct: string) {
  return { items: (await getSchema(deps, vct)).issuers };
}

export async function setEnabled(deps: CredDeps, vct: string, enabled: boolean) {
  const row = await schemaOf(deps, vct);
  await setSchemaEnabled(deps.db, row.name, enabled);
  return one(deps, { ...row, enabled });
}

/** SD-JWT VC type metadata (draft-ietf-oauth-sd-jwt-vc §6): names, claim labels, which claims are disclosable. */
export async function typeMetadata(deps: CredDeps, vct: string) {
  const row = await schemaOf(deps, vct);
  const properties = Object.keys((row.claims.properties as Record<string, unknown> | undefined) ?? {});
  return {
    vct: vctOf(deps.config, row.name),
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
export async function publishSchema(deps: CredDeps, actor: Actor, input: PublishInput) {
  const name = nameOfVct(deps.config, input.vct);
  if (!name) throw invalid('body.vct', 'format', `must be ${deps.config.publicUrl}/vct/<lower-case-name>`);
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
    if (!(await spaceExists(deps.db, space)))
      throw invalid(`body.issuers.${i}`, 'space', `no space ${space}`);
  const row = await deps.db.transaction(async (tx) => {
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
    forgetStatus(deps.db);
    forgetBadges(deps.db);
  }
  return one(deps, row);
}
