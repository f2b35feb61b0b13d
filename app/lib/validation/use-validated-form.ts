import { useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

type FormOptions<Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>> = Omit<NonNullable<Parameters<typeof useForm<z.input<Schema>, z.output<Schema>>>[0]>, "onValidate" | "constraint">;

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
    constraint: getZodConstraint(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}
