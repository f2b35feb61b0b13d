import { getFormProps } from "@conform-to/react";
import { Form, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { FormErrors, FormField, PersonalDetailsFields } from "~/components/form-field";
import { passwordChangeSchema, personalInfoSchema } from "~/lib/validation/accounts";
import { useValidatedForm } from "~/lib/validation/use-validated-form";
import type { editProfileAction, editProfileLoader } from "~/pages/edit-profile.server";

/**
 * Edit profile (/profile/edit_profile and /edit_profile): personal info and password forms. A new
 * email or password needs the current password; an account that signs in only with Google
 * confirms by having signed in recently instead.
 * The forms start afresh after every navigation, with the action's reply if there is one: an
 * error from an earlier submit does not outlive a later successful one (which redirects).
 */
export function EditProfilePage() {
  return <EditProfileForms key={useLocation().key} />;
}

function EditProfileForms() {
  const { info } = useLoaderData<typeof editProfileLoader>();
  const reply = useActionData<typeof editProfileAction>();
  const navigation = useNavigation();
  const submittingIntent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;

  const [profileForm, profileFields] = useValidatedForm(personalInfoSchema, {
    id: "personal-info-form",
    lastResult: reply?.intent === "profile" ? reply.result : undefined,
    defaultValue: { name: info.name, phone: info.phone ?? "", email: info.email },
  });
  const [passwordForm, passwordFields] = useValidatedForm(passwordChangeSchema, {
    id: "password-form",
    lastResult: reply?.intent === "password" ? reply.result : undefined,
  });

  return (
    <div className="page edit-profile">
      <h1>Edit Profile</h1>
      {reply && reply.intent === null ? (
        <p className="notice" role="alert">
          {reply.message}
        </p>
      ) : null}
      <div className="edit-profile__forms">
        <section className="edit-profile__card" aria-labelledby="personal-info">
          <h2 id="personal-info">Personal info</h2>
          <Form method="post" className="form" {...getFormProps(profileForm)}>
            <fieldset>
              <legend className="visually-hidden">Personal info</legend>
              <FormErrors id={profileForm.errorId} errors={profileForm.errors} />
              <PersonalDetailsFields fields={profileFields} />
              {info.hasPassword ? (
                <FormField
                  field={profileFields.currentPassword}
                  label="Current password (needed only to change your email)"
                  type="password"
                  autoComplete="current-password"
                />
              ) : null}
              <p className="dim">A new email address is used once you open the link we send to it.</p>
              <button type="submit" className="button" name="intent" value="profile" disabled={submittingIntent === "profile"}>
                Save Changes
              </button>
            </fieldset>
          </Form>
        </section>
        <section className="edit-profile__card" aria-labelledby="security">
          <h2 id="security">Security</h2>
          <Form method="post" className="form" {...getFormProps(passwordForm)}>
            <fieldset>
              <legend className="visually-hidden">Change password</legend>
              <FormErrors id={passwordForm.errorId} errors={passwordForm.errors} />
              {info.hasPassword ? (
                <FormField field={passwordFields.currentPassword} label="Current Password" type="password" autoComplete="current-password" />
              ) : (
                <p className="dim">Your account signs in with Google. To set a password, sign in with Google again first.</p>
              )}
              <FormField
                field={passwordFields.password}
                label="New Password"
                type="password"
                autoComplete="new-password"
                placeholder="Minimum 9 characters"
              />
              <FormField field={passwordFields.confirmPassword} label="Confirm Password" type="password" autoComplete="new-password" />
              <button type="submit" className="button" name="intent" value="password" disabled={submittingIntent === "password"}>
                Update Password
              </button>
            </fieldset>
          </Form>
        </section>
      </div>
    </div>
  );
}
