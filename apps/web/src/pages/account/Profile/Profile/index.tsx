import { ProfileCard } from '../../../../features/account';

/** SPEC §2 Profile: the SPEC §3 profile fields, read-only, with a way to edit them. */
export default function Profile() {
  return <ProfileCard />;
}
