import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { EditProfilePage } from "~/pages/edit-profile";
import { editProfileAction, editProfileLoader } from "~/pages/edit-profile.server";
import styles from "~/styles/profile.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: "Edit Profile | Diginoor" }];

export const loader = (args: LoaderFunctionArgs) => editProfileLoader(args);

export const action = (args: ActionFunctionArgs) => editProfileAction(args);

/** The spec's second path to the same page as /profile/edit_profile. */
export default function EditProfile() {
  return <EditProfilePage />;
}
