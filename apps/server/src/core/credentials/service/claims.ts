import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { AppError, type FieldIssue } from '../../../errors.ts';
import type { SchemaRow } from '../repository/schemas.ts';

// The claims checks sit below the type registry (schemas.ts) so that verification can use them without importing
// the registry, which itself reaches verification through the badges it forgets.
// `strict: false` lets schemas carry annotations (title, description, examples) ajv does not know. Built on
// first use: adding its meta-schemas costs a start ~50 ms.
let instance: Ajv | undefined;
const ajv = () => {
  instance ??= new Ajv({ allErrors: true, strict: false });
  return instance;
};
const compiled = new Map<string, ValidateFunction>();

function validatorOf(row: Pick<SchemaRow, 'name' | 'version' | 'claims'>, partial = false): ValidateFunction {
  const id = `${row.name}@${row.version}${partial ? ':partial' : ''}`;
  let validate = compiled.get(id);
  if (!validate) {
    // A presentation discloses a subset: the partial form checks each disclosed claim, not that all are there.
    const schema = partial ? { ...row.claims, required: [] } : row.claims;
    validate = ajv().compile(schema);
    compiled.set(id, validate);
  }
  return validate;
}

const fieldOf = (error: ErrorObject, base: string): FieldIssue => {
  const missing = error.keyword === 'required' ? `/${String(error.params.missingProperty)}` : '';
  const extra = error.keyword === 'additionalProperties' ? `/${String(error.params.additionalProperty)}` : '';
  const path = `${error.instancePath}${missing}${extra}`.split('/').filter(Boolean).join('.');
  return {
    field: path ? `${base}.${path}` : base,
    rule: error.keyword,
    message: error.message ?? 'is not valid',
  };
};

/** Compiles a claims schema, throwing ajv's error when it is not one (the schema registration reports it). */
export function compileClaimsSchema(claims: object): void {
  ajv().compile(claims);
}

/** Claims against the type's JSON Schema; a refusal names every failing field and rule. */
export function assertClaims(row: SchemaRow, claims: unknown, base = 'body.claims') {
  const validate = validatorOf(row);
  if (validate(claims)) return;
  const fields = (validate.errors ?? []).map((error) => fieldOf(error, base));
  const summary = fields.map((f) => `${f.field}: ${f.message}`).join('; ');
  throw new AppError('credentials.claims_invalid', summary, { fields });
}

/** Whether disclosed claims fit the type (each one by its own rule; missing ones are simply undisclosed). */
export function claimsFit(row: SchemaRow, disclosed: Record<string, unknown>): boolean {
  return validatorOf(row, true)(disclosed) === true;
}
