import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { FieldError } from "~/components/form-field";

type Option = { value: string | number; label: string };

type Kind =
  | { kind: "text" | "number" | "date" | "datetime-local" }
  | { kind: "textarea" }
  | { kind: "select"; options: Option[] }
  | { kind: "file"; accept: string }
  | { kind: "checkbox" };

/**
 * A labelled console field (input, textarea, select, file or checkbox) with its first error under it,
 * linked by conform through aria-describedby; works the same with and without JavaScript.
 */
export function StudioField({ field, label, hint, ...control }: { field: FieldMetadata<unknown>; label: string; hint?: string } & Kind) {
  const hintId = hint ? `${field.id}-hint` : undefined;
  const described = [field.errors ? field.errorId : null, hintId].filter(Boolean).join(" ") || undefined;
  const initial = typeof field.initialValue === "string" ? field.initialValue : undefined;
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      {control.kind === "textarea" ? (
        <textarea {...getTextareaProps(field)} defaultValue={initial} aria-describedby={described} />
      ) : control.kind === "select" ? (
        <select {...getSelectProps(field)} defaultValue={initial} aria-describedby={described}>
          <option value="">Choose…</option>
          {control.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : control.kind === "checkbox" ? (
        <input {...getInputProps(field, { type: "checkbox" })} aria-describedby={described} />
      ) : control.kind === "file" ? (
        <input {...getInputProps(field, { type: "file" })} accept={control.accept} aria-describedby={described} />
      ) : (
        <input {...getInputProps(field, { type: control.kind })} defaultValue={initial} aria-describedby={described} />
      )}
      {hint ? (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <FieldError field={field} />
    </div>
  );
}
