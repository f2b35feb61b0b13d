import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { EditProfilePage } from "~/components/edit-profile-page";
import styles from "~/styles/profile.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: "Edit Profile | Diginoor" }];

export default function ProfileEditProfile() {
  return <EditProfilePage path="/profile/edit_profile" />;
}
