import type { ClaimSchema, Claims, ClaimValue, CredentialSchema, Texts } from '../api/types';

/** How a claim is entered: from its JSON Schema type, format and enum. */
export type FieldKind = 'text' | 'date' | 'number' | 'select' | 'list' | 'choices' | 'boolean';

export type ClaimField = {
  name: string;
  label: Texts;
  kind: FieldKind;
  required: boolean;
  /** `select` and `choices`: the values the schema allows. */
  options: string[];
  schema: ClaimSchema;
};

/** The form's values: one string per claim, lists as their items (`choices`) or a text of items (`list`). */
export type ClaimValues = Record<string, string | string[]>;

export type ClaimProblem = 'required' | 'pattern' | 'too_long' | 'too_short' | 'date' | 'number' | 'option';

const typeOf = (schema: ClaimSchema): string => {
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  return type ?? 'string';
};

function kindOf(schema: ClaimSchema): FieldKind {
  const type = typeOf(schema);
  if (type === 'array') return schema.items?.enum?.length ? 'choices' : 'list';
  if (type === 'boolean') return 'boolean';
  if (type === 'number' || type === 'integer') return 'number';
  if (schema.enum?.length) return 'select';
  if (schema.format === 'date') return 'date';
  return 'text';
}

/** The form a schema asks for: one field per claim, in the schema's order, labelled by its display names. */
export function claimFields(schema: Pick<CredentialSchema, 'claims' | 'display'>): ClaimField[] {
  const properties = schema.claims.properties ?? {};
  const required = new Set(schema.claims.required ?? []);
  return Object.entries(properties).map(([name, property]) => {
    const kind = kindOf(property);
    const options = (kind === 'choices' ? property.items?.enum : property.enum) ?? [];
    return {
      name,
      label: schema.display[name] ?? { jp: name, en: name },
      kind,
      required: required.has(name),
      options: options.map(String),
      schema: property,
    };
  });
}

/** Empty values for the fields, then whatever `prefill` knows for them (a profile's name, languages …). */
export function initialValues(
  fields: ClaimField[],
  prefill: Partial<Record<string, ClaimValue>> = {},
): ClaimValues {
  const values: ClaimValues = {};
  for (const field of fields) {
    const known = prefill[field.name];
    // Only `choices` holds its items as a list; a `list` is typed as one text, items split by commas.
    const multi = field.kind === 'choices';
    if (known === undefined || known === null) values[field.name] = multi ? [] : '';
    else if (Array.isArray(known)) values[field.name] = multi ? known.map(String) : known.join(', ');
    else values[field.name] = multi ? [String(known)] : String(known);
  }
  return values;
}

const itemsOf = (value: string | string[] | undefined): string[] =>
  (Array.isArray(value) ? value : (value ?? '').split(/[\n,、，]/))
    .map((item) => item.trim())
    .filter(Boolean);

/** One field's value as a claim, or undefined when it is empty (an empty claim is left out). */
function claimOf(field: ClaimField, value: string | string[] | undefined): ClaimValue | undefined {
  if (field.kind === 'choices' || field.kind === 'list') {
    const items = itemsOf(value);
    return items.length ? items : undefined;
  }
  const text = (Array.isArray(value) ? value.join(', ') : (value ?? '')).trim();
  if (!text) return undefined;
  if (field.kind === 'number') return Number(text);
  if (field.kind === 'boolean') return text === 'true';
  return text;
}

/** The claims the form's values make, ready for `issue/data0` or an approval. */
export function claimsOf(fields: ClaimField[], values: ClaimValues): Claims {
  const claims: Claims = {};
  for (const field of fields) {
    const claim = claimOf(field, values[field.name]);
    if (claim !== undefined) claims[field.name] = claim;
  }
  return claims;
}

const validDate = (text: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) &&
  !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) &&
  new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

function problemOf(field: ClaimField, value: string | string[] | undefined): ClaimProblem | null {
  const claim = claimOf(field, value);
  if (claim === undefined) return field.required ? 'required' : null;
  const { schema } = field;
  if (Array.isArray(claim)) {
    if (schema.minItems !== undefined && claim.length < schema.minItems) return 'required';
    if (field.kind === 'choices' && claim.some((item) => !field.options.includes(item))) return 'option';
    return null;
  }
  if (field.kind === 'number') return Number.isFinite(claim) ? null : 'number';
  if (typeof claim !== 'string') return null;
  if (field.kind === 'select' && !field.options.includes(claim)) return 'option';
  if (field.kind === 'date' && !validDate(claim)) return 'date';
  if (schema.minLength !== undefined && [...claim].length < schema.minLength) return 'too_short';
  if (schema.maxLength !== undefined && [...claim].length > schema.maxLength) return 'too_long';
  if (schema.pattern && !new RegExp(schema.pattern, 'u').test(claim)) return 'pattern';
  return null;
}

/**
 * What is wrong with each field before anything is sent, by the schema's own rules (required, pattern, length,
 * date, the allowed values); the server checks the same schema with ajv and names the field it refuses.
 */
export function claimProblems(fields: ClaimField[], values: ClaimValues): Record<string, ClaimProblem> {
  const problems: Record<string, ClaimProblem> = {};
  for (const field of fields) {
    const problem = problemOf(field, values[field.name]);
    if (problem) problems[field.name] = problem;
  }
  return problems;
}
