import { type FieldMetadata } from "@conform-to/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { FormField } from "~/components/form-field";
import { useValidatedForm } from "~/lib/validation/use-validated-form";

const constraintReads = vi.hoisted(() => ({ count: 0 }));
vi.mock("@conform-to/zod/v4", async (importOriginal) => {
  const original = await importOriginal<typeof import("@conform-to/zod/v4")>();
  return {
    ...original,
    getZodConstraint: (schema: Parameters<typeof original.getZodConstraint>[0]) => {
      constraintReads.count += 1;
      return original.getZodConstraint(schema);
    },
  };
});

/**
 * Form fields on the server (docs/decisions/102-form-fields-read-once-per-state.md): a field's
 * metadata is built once per form state, not on every property read, and a schema's constraints
 * once per schema. The markup is what conform renders for each state.
 */

const schema = z.object({
  price: z.string().regex(/^\d+(\.\d+)?$/, "Enter a price"),
  days: z.string().min(1, "Enter a number of days"),
});

type Reply = Parameters<typeof useValidatedForm<typeof schema>>[1]["lastResult"];
type Fields = { price: FieldMetadata<string>; days: FieldMetadata<string> };

function SaleForm({ lastResult, read }: { lastResult?: Reply; read?: (fields: Fields) => void }) {
  const [form, fields] = useValidatedForm(schema, { id: "sale", lastResult });
  read?.(fields as Fields);
  return (
    <form id={form.id} noValidate>
      <FormField field={fields.price} label="Price" type="text" autoComplete="off" />
      <FormField field={fields.days} label="Days" type="text" autoComplete="off" />
    </form>
  );
}

describe("form fields rendered on the server", () => {
  it("show the submitted values and the first error of each field after a refused submission", () => {
    const html = renderToString(
      <SaleForm
        lastResult={{
          status: "error",
          initialValue: { price: "abc", days: "" },
          error: { price: ["Enter a price"], days: ["Enter a number of days"] },
        }}
      />,
    );
    expect(html).toContain(
      '<input required="" id="sale-price" name="price" form="sale" aria-invalid="true" aria-describedby="sale-price-error" type="text" autoComplete="off" value="abc"/>' +
        '<p class="field-error" id="sale-price-error">Enter a price</p>',
    );
    expect(html).toContain(
      '<input required="" id="sale-days" name="days" form="sale" aria-invalid="true" aria-describedby="sale-days-error" type="text" autoComplete="off"/>' +
        '<p class="field-error" id="sale-days-error">Enter a number of days</p>',
    );
  });

  it("are blank and unmarked before any submission", () => {
    const html = renderToString(<SaleForm />);
    expect(html).toContain('<input required="" id="sale-price" name="price" form="sale" type="text" autoComplete="off"/></div>');
    expect(html).toContain('<input required="" id="sale-days" name="days" form="sale" type="text" autoComplete="off"/></div>');
  });
  it("read a schema's constraints once, however often its forms render", () => {
    const contactSchema = z.object({ email: z.string().email("Enter an email") });
    function ContactForm() {
      const [form, fields] = useValidatedForm(contactSchema, { id: "contact" });
      return (
        <form id={form.id}>
          <FormField field={fields.email as FieldMetadata<string>} label="Email" type="email" autoComplete="email" />
        </form>
      );
    }
    const before = constraintReads.count;
    const pages = [1, 2, 3].map(() => renderToString(<ContactForm />));
    expect(constraintReads.count).toBe(before + 1);
    for (const html of pages) expect(html).toContain('<input required="" id="contact-email" name="email" form="contact" type="email"');
  });
});
