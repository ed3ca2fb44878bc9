import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** Form values of the content forms: every input holds text. */
export type TextValues = Record<string, string>;

/**
 * A react-hook-form resolver that checks the text values with a shared schema: the parsed values
 * on success, else each field's first issue (its message is an encoded ref, translated on show).
 */
export function schemaResolver(schema: z.ZodType): Resolver<TextValues, unknown, Record<string, unknown>> {
  return (values) => {
    const parsed = schema.safeParse(values);
    if (parsed.success) {
      const data: unknown = parsed.data;
      return { values: data && typeof data === 'object' ? { ...data } : {}, errors: {} };
    }
    const errors: FieldErrors<TextValues> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'root');
      errors[field] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors };
  };
}
