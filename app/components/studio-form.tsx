import { getFormProps, useForm, type DefaultValue, type FormMetadata, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { FormErrors } from "~/components/form-field";

type Fieldset<Fields extends Record<string, unknown>> = ReturnType<FormMetadata<Fields, string[]>["getFieldset"]>;

/**
 * The frame every console form shares: a post (multipart when it carries a file) validated by
 * conform on submit, the form's own error first, the row's version for an edit
 * (docs/decisions/066-studio-version-check.md), the fields, then the submit button.
 */
export function StudioForm<Fields extends Record<string, unknown>>({
  id,
  lastResult,
  defaultValue,
  version,
  multipart = false,
  hidden,
  submitLabel,
  children,
}: {
  id: string;
  lastResult: SubmissionResult<string[]> | undefined;
  defaultValue?: Partial<Record<keyof Fields, string>>;
  version?: number;
  multipart?: boolean;
  /** Inputs the form posts beside its fields (an intent). */
  hidden?: ReactNode;
  submitLabel: string;
  children: (fields: Fieldset<Fields>) => ReactNode;
}) {
  // Defaults are the text each input starts with; conform types them per field, which a generic schema cannot show.
  const [form, fields] = useForm<Fields>({ id, lastResult, defaultValue: defaultValue as DefaultValue<Fields> | undefined, shouldRevalidate: "onSubmit" });
  return (
    <Form method="post" encType={multipart ? "multipart/form-data" : undefined} className="form studio-form" {...getFormProps(form)}>
      <FormErrors id={form.errorId} errors={form.errors} />
      {version !== undefined ? <input type="hidden" name="version" value={version} /> : null}
      {hidden}
      {children(fields)}
      <button type="submit" className="button">
        {submitLabel}
      </button>
    </Form>
  );
}

/** What a console form is given by its page: its defaults, the row's version, the last reply and its button's label. */
export type StudioFormProps<Fields> = {
  defaultValue?: Partial<Record<keyof Fields, string>>;
  version?: number;
  lastResult: SubmissionResult<string[]> | undefined;
  submitLabel: string;
};
