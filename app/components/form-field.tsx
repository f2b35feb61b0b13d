import { getInputProps, type FieldMetadata } from "@conform-to/react";

type InputType = "text" | "email" | "tel" | "password";

/** A labelled input with its first error under it (linked through aria-describedby by conform). */
export function FormField({
  field,
  label,
  type,
  autoComplete,
  placeholder,
  inputMode,
}: {
  field: FieldMetadata<string>;
  label: string;
  type: InputType;
  autoComplete: string;
  placeholder?: string;
  inputMode?: "decimal" | "numeric";
}) {
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <input
        {...getInputProps(field, { type })}
        autoComplete={autoComplete}
        placeholder={placeholder}
        inputMode={inputMode}
        // Passwords are never sent back to the page, so they never pre-fill.
        defaultValue={type === "password" ? undefined : field.initialValue}
      />
      <FieldError field={field} />
    </div>
  );
}

/** A field's first error, under it; conform links it to the input through aria-describedby. */
export function FieldError({ field }: { field: FieldMetadata<unknown> }) {
  return field.errors ? (
    <p className="field-error" id={field.errorId}>
      {field.errors[0]}
    </p>
  ) : null;
}

/** Errors that belong to the whole form (e.g. sign-in paused after too many failures). */
export function FormErrors({ id, errors }: { id: string; errors: string[] | undefined }) {
  return errors?.length ? (
    <p className="field-error form-error" id={id} role="alert">
      {errors[0]}
    </p>
  ) : null;
}

/** Name, phone and email: the personal details the sign-up and edit-profile forms both ask for. */
export function PersonalDetailsFields({
  fields,
}: {
  fields: { name: FieldMetadata<string>; phone: FieldMetadata<string>; email: FieldMetadata<string> };
}) {
  return (
    <>
      <FormField field={fields.name} label="Name" type="text" autoComplete="name" />
      <FormField
        field={fields.phone}
        label="Phone"
        type="tel"
        autoComplete="tel"
        placeholder="Phone with country code, e.g. +91 98765 43210"
      />
      <FormField field={fields.email} label="Email" type="email" autoComplete="email" />
    </>
  );
}
