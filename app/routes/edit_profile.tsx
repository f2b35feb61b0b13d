import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { EditProfilePage } from "~/components/edit-profile-page";
import styles from "~/styles/profile.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: "Edit Profile | Diginoor" }];

/** The spec's second path to the same page as /profile/edit_profile. */
export default function EditProfile() {
  return <EditProfilePage path="/edit_profile" />;
}
