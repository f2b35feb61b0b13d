import { Form, Link } from "@remix-run/react";

/**
 * Edit profile (/profile/edit_profile and /edit_profile): personal info and password forms.
 * Accounts are not open yet, so the forms are shown disabled under the login warning.
 */
export function EditProfilePage({ path }: { path: string }) {
  return (
    <div className="page edit-profile">
      <h1>Edit Profile</h1>
      <p className="notice" id="edit-profile-notice">
        Please Login to Continue. <Link to={`/login?redirectTo=${encodeURIComponent(path)}`}>Login</Link>
      </p>
      <div className="edit-profile__forms">
        <section className="edit-profile__card" aria-labelledby="personal-info">
          <h2 id="personal-info">Personal info</h2>
          <Form method="post" className="form" aria-describedby="edit-profile-notice">
            <fieldset disabled>
              <legend className="visually-hidden">Personal info</legend>
              <div className="field">
                <label htmlFor="profile-name">Name</label>
                <input id="profile-name" name="name" autoComplete="name" />
              </div>
              <div className="field">
                <label htmlFor="profile-phone">Phone</label>
                <input
                  id="profile-phone"
                  name="phone"
                  type="tel"
                  autoComplete="tel"
                  placeholder="Phone with country code, e.g. +91 98765 43210"
                />
              </div>
              <div className="field">
                <label htmlFor="profile-email">Email</label>
                <input id="profile-email" name="email" type="email" autoComplete="email" />
              </div>
              <button type="submit" className="button" name="intent" value="profile">
                Save Changes
              </button>
            </fieldset>
          </Form>
        </section>
        <section className="edit-profile__card" aria-labelledby="security">
          <h2 id="security">Security</h2>
          <Form method="post" className="form" aria-describedby="edit-profile-notice">
            <fieldset disabled>
              <legend className="visually-hidden">Change password</legend>
              <div className="field">
                <label htmlFor="profile-new-password">New Password</label>
                <input
                  id="profile-new-password"
                  name="password"
                  type="password"
                  autoComplete="new-password"
                  placeholder="Minimum 9 characters"
                />
              </div>
              <div className="field">
                <label htmlFor="profile-confirm-password">Confirm Password</label>
                <input id="profile-confirm-password" name="confirmPassword" type="password" autoComplete="new-password" />
              </div>
              <button type="submit" className="button" name="intent" value="password">
                Update Password
              </button>
            </fieldset>
          </Form>
        </section>
      </div>
    </div>
  );
}
