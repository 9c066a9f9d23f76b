import { z } from 'zod';

type WithoutDefault<S> = S extends z.ZodDefault<infer Inner> ? Inner : S;

/**
 * The body of a PATCH over the fields of `schema`: each field optional and stripped of its `.default()`. A plain
 * `.partial()` keeps the defaults, so a field not sent would come out as its default and overwrite what is stored;
 * a PATCH changes only the fields it was sent (docs/api.md).
 */
export function patchOf<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(schema.shape) as [string, z.ZodType][]) {
    shape[key] = (field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : field).optional();
  }
  return z.strictObject(shape) as unknown as z.ZodObject<
    { [K in keyof Shape]: z.ZodOptional<WithoutDefault<Shape[K]> & z.ZodType> },
    z.core.$strict
  >;
}
