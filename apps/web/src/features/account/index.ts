// The account feature: the player's profile (view and edit), changing the password and binding
// a phone. The player's data itself comes from the session store (hooks/useServerSync fills
// it); this feature holds the writes that change it and the profile rules.
export { useBindPhone, useChangePassword, useChangePhone, useUpdateProfile } from './api';
export { ChangePassword } from './components/ChangePassword';
export { ChangePhone } from './components/ChangePhone';
export { EditProfileForm } from './components/EditProfileForm';
export { ProfileCard } from './components/ProfileCard';
export { birthdayError, formatBirthday, profileError } from './rules';
