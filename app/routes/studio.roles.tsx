import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { StudioField } from "~/components/studio-field";
import { StudioTable } from "~/components/studio-table";
import { parseForm } from "~/lib/input.server";
import { roleSchema, type RoleFields } from "~/lib/validation/studio";
import { requireStudio } from "~/models/studio/access.server";
import { houseOptions } from "~/models/studio/catalogue.server";
import { consoleAccounts, setRole } from "~/models/studio/roles.server";
import { redirectWithToast } from "~/services/toast.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const actor = await requireStudio(request, { admin: true });
  return json({ accounts: consoleAccounts(), houses: houseOptions(actor) });
}

export async function action({ request }: ActionFunctionArgs) {
  const actor = await requireStudio(request, { admin: true });
  const submission = await parseForm(request, roleSchema);
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  const changed = setRole(actor, submission.value);
  if (!changed.ok)
    return json(
      {
        result: submission.reply({
          fieldErrors: { [changed.field]: [changed.error] },
        }),
      },
      { status: 400 }
    );
  const { email, role } = submission.value;
  return redirectWithToast("/studio/roles", {
    kind: "success",
    text:
      role === "user" ? `${email} no longer has a console role.` : `${email} is now ${role === "admin" ? "an admin" : "a studio account"}.`,
  });
}

/** Admins grant and revoke console roles (docs/decisions/065-studio-roles.md). */
export default function StudioRoles() {
  const { accounts, houses } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="roles-heading">
      <h1 id="roles-heading">Roles</h1>
      <StudioTable label="Roles table">
        <caption className="visually-hidden">Accounts with a console role</caption>
        <thead>
          <tr>
            <th scope="col">Account</th>
            <th scope="col">Role</th>
            <th scope="col">Production house</th>
            <th scope="col">Revoke</th>
          </tr>
        </thead>
        <tbody>
          {accounts.map((account) => (
            <tr key={account.id}>
              <td>
                {account.name} ({account.email})
              </td>
              <td>{account.role}</td>
              <td>{account.productionHouseName ?? "All"}</td>
              <td>
                <Form method="post">
                  <input type="hidden" name="email" value={account.email} />
                  <button
                    type="submit"
                    className="button button--ghost button--small"
                    name="role"
                    value="user"
                    aria-label={`Revoke ${account.email}'s role`}
                  >
                    Revoke
                  </button>
                </Form>
              </td>
            </tr>
          ))}
        </tbody>
      </StudioTable>
      <h2>Grant a role</h2>
      {/* A saved change alters the list: the form starts afresh, without the last attempt's errors. */}
      <GrantForm key={accounts.map((a) => `${a.id}:${a.role}:${a.productionHouseName}`).join()} houses={houses} />
    </section>
  );
}

function GrantForm({ houses }: { houses: { id: number; name: string }[] }) {
  const reply = useActionData<typeof action>();
  const [form, fields] = useForm<RoleFields>({
    id: "role-form",
    lastResult: reply?.result,
    shouldRevalidate: "onSubmit",
  });
  return (
    <Form method="post" className="form" {...getFormProps(form)}>
      <StudioField field={fields.email} label="Account email" kind="text" />
      <StudioField
        field={fields.role}
        label="Role"
        kind="select"
        options={[
          {
            value: "studio",
            label: "Studio: manages one production house's films and NFTs",
          },
          { value: "admin", label: "Admin: manages everything" },
          { value: "user", label: "User: no console access" },
        ]}
      />
      <StudioField
        field={fields.productionHouseId}
        label="Production house (studio accounts)"
        kind="select"
        options={houses.map((h) => ({ value: h.id, label: h.name }))}
      />
      <button type="submit" className="button">
        Save role
      </button>
    </Form>
  );
}
