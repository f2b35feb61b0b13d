import { useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

type FormOptions<Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>> = Omit<NonNullable<Parameters<typeof useForm<z.input<Schema>, z.output<Schema>>>[0]>, "onValidate" | "constraint">;

/** A schema's constraints (required, patterns) walk the whole schema: once per schema, not per render (docs/decisions/102-form-fields-read-once-per-state.md). */
const constraintsOfSchema = new WeakMap<z.ZodType, ReturnType<typeof getZodConstraint>>();

function constraintsOf(schema: z.ZodType) {
  let constraints = constraintsOfSchema.get(schema);
  if (!constraints) constraintsOfSchema.set(schema, (constraints = getZodConstraint(schema)));
  return constraints;
}

/**
 * conform's useForm, validating in the browser with the schema the action parses with: a field
 * is checked when the user leaves it, then again as they type. The action stays the authority
 * (and alone runs the checks that need the server, such as a taken email): docs/decisions/034-one-form-schema-and-reply.md.
 */
export function useValidatedForm<Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(schema: Schema, options: FormOptions<Schema>) {
  return useForm<z.input<Schema>, z.output<Schema>>({
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    ...options,
    constraint: constraintsOf(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}
