import { z } from 'zod';
import { deviceInfoFields } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import {
  empty,
  mobileField,
  otpField,
  passwordField,
  passwordInputField,
  sessionResult,
  smsTypes,
} from './fields.js';

const tag = 'Sign-in';

export const ssoGuest = defineEndpoint({
  method: 'POST',
  path: '/sso/guest',
  envelope: 'code',
  auth: 'none',
  tag,
  summary: 'Guest account bound to the deviceNumber; the same device gets the same account back.',
  payload: { ...deviceInfoFields },
  result: sessionResult,
});

export const smsSend = defineEndpoint({
  method: 'POST',
  path: '/sms/send',
  envelope: 'state',
  auth: 'optional',
  tag,
  summary: 'Sends a 6-digit one-time code to a national mobile number (no prefix, no leading 0).',
  payload: {
    mobile: mobileField,
    type: z.enum(smsTypes, { error: 'smsTypeInvalid' }),
  },
  result: z.object({ resendAfterSeconds: z.number().int(), expiresInSeconds: z.number().int() }),
});

export const ssoLoginV2 = defineEndpoint({
  method: 'POST',
  path: '/sso/v2/login',
  envelope: 'code',
  auth: 'none',
  tag,
  summary: 'Phone + one-time code; creates the account on first use (newUserFlag true).',
  payload: { ...deviceInfoFields, mobile: mobileField, verificationCode: otpField },
  result: sessionResult,
});

export const ssoRegister = defineEndpoint({
  method: 'POST',
  path: '/sso/register',
  envelope: 'code',
  auth: 'none',
  tag,
  summary: 'Registers with phone, code and password; needs 18+ and the terms accepted.',
  payload: {
    ...deviceInfoFields,
    mobile: mobileField,
    verificationCode: otpField,
    password: passwordField,
    ageConfirmed: z.boolean({ error: 'ageRequired' }).refine((v) => v, 'ageRequired'),
    termsAccepted: z.boolean({ error: 'termsRequired' }).refine((v) => v, 'termsRequired'),
  },
  result: sessionResult,
});

export const ssoOneClickRegister = defineEndpoint({
  method: 'POST',
  path: '/sso/oneClickRegister',
  envelope: 'code',
  auth: 'none',
  tag,
  summary:
    'One-click register: no input. Answers a generated user id and password, shown once for the player to keep.',
  payload: { ...deviceInfoFields },
  result: sessionResult.extend({ userId: z.string(), password: z.string() }),
});

export const ssoLogin = defineEndpoint({
  method: 'POST',
  path: '/sso/login',
  envelope: 'code',
  auth: 'none',
  tag,
  summary: 'Phone + password.',
  payload: { ...deviceInfoFields, mobile: mobileField, password: passwordInputField },
  result: sessionResult,
});

export const ssoIdLogin = defineEndpoint({
  method: 'POST',
  path: '/sso/idlogin',
  envelope: 'code',
  auth: 'none',
  tag,
  summary: 'User id + password.',
  payload: {
    ...deviceInfoFields,
    userId: z
      .string({ error: 'phoneOrIdEmpty' })
      .trim()
      .min(1, 'phoneOrIdEmpty')
      .max(32, 'loginFailed'),
    password: passwordInputField,
  },
  result: sessionResult,
});

export const ssoModify = defineEndpoint({
  method: 'POST',
  path: '/sso/modify',
  envelope: 'code',
  auth: 'optional',
  tag,
  summary:
    'Signed in: change password with the current one. Signed out: reset with phone + code. Revokes every other session and answers a fresh one.',
  payload: {
    oldPassword: passwordInputField.optional(),
    mobile: mobileField.optional(),
    verificationCode: otpField.optional(),
    newPassword: passwordField,
  },
  result: sessionResult,
});

export const ssoGoogleLogin = defineEndpoint({
  method: 'POST',
  path: '/sso/googleLogin',
  envelope: 'code',
  auth: 'none',
  tag,
  summary: 'Google ID token, verified against the configured JWKS (issuer and audience checked).',
  payload: {
    referralCode: deviceInfoFields.referralCode,
    deviceName: deviceInfoFields.deviceName,
    systemVersion: deviceInfoFields.systemVersion,
    appVersion: deviceInfoFields.appVersion,
    purpose: deviceInfoFields.purpose,
    googleToken: z.string({ error: 'googleFailed' }).min(1, 'googleFailed').max(4096),
    googleId: z.string().max(128).optional(),
    email: z.string().max(254).optional(),
    name: z.string().max(128).optional(),
    familyName: z.string().max(128).optional(),
    givenName: z.string().max(128).optional(),
    avatar: z.string().max(1024).optional(),
  },
  result: sessionResult,
});

export const threeLoginChannel = defineEndpoint({
  method: 'POST',
  path: '/threeLogin/channel',
  envelope: 'state',
  auth: 'none',
  tag,
  summary: 'Which third-party sign-ins are enabled.',
  payload: {},
  result: z.array(
    z.object({
      channel: z.literal('google'),
      enabled: z.boolean(),
      clientId: z.string(),
      /** In sandbox mode the web app signs in through the sandbox Google page. */
      sandbox: z.boolean(),
    }),
  ),
});

export const ssoLogout = defineEndpoint({
  method: 'POST',
  path: '/sso/logout',
  envelope: 'code',
  auth: 'required',
  tag,
  summary: 'Revokes the session server-side; the old sign then gets state "401".',
  payload: {},
  result: empty,
});
