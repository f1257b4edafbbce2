import { EditProfileForm } from '../../../../../features/account';

/** SPEC §2 EditProfile: the profile fields, saved through /user/updateUserInfo. */
export default function EditProfile() {
  return <EditProfileForm />;
}
