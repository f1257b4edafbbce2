import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { playerText } from '../player-text.js';
import { empty } from './fields.js';

const tag = 'Player';

export const userInfo = z.object({
  uid: z.string(),
  /** The id a player signs in with on /sso/idlogin. */
  userId: z.string(),
  nickname: z.string(),
  avatar: z.string(),
  /** Masked national number, e.g. "*******7890"; empty when no phone is bound. */
  mobile: z.string(),
  hasMobile: z.boolean(),
  phonePrefix: z.string(),
  /** Cash balance in minor units, read from the ledger. */
  balance: z.number().int(),
  vipLevel: z.number().int(),
  isGuest: z.boolean(),
  hasPassword: z.boolean(),
  hasWithdrawPassword: z.boolean(),
  birthday: z.string(),
  email: z.string(),
  whatsapp: z.string(),
  facebook: z.string(),
  telegram: z.string(),
  twitter: z.string(),
  inviteCode: z.string(),
  createdAt: z.string(),
  /**
   * False for a guest or one-click account that has not yet confirmed 18+ and the terms
   * (registration asks for both; these sign-ups do not): the app asks once.
   */
  adultConfirmed: z.boolean(),
});
export type UserInfo = z.infer<typeof userInfo>;

export const getUserInfo = defineEndpoint({
  method: 'POST',
  path: '/user/getUserInfo',
  envelope: 'state',
  auth: 'required',
  tag,
  summary: 'The signed-in player.',
  payload: {},
  result: userInfo,
});

const optionalText = (max: number) => z.string().trim().max(max, 'invalidField').optional();

export const updateUserInfo = defineEndpoint({
  method: 'POST',
  path: '/user/updateUserInfo',
  envelope: 'state',
  auth: 'required',
  tag,
  summary: 'Edit profile fields; fields left out are unchanged, an empty string clears one.',
  payload: {
    nickname: playerText({ min: 1, max: 20, empty: 'nicknameRule' }).optional(),
    avatar: z
      .string()
      .regex(/^(avatar:\d{1,2}|)$/, 'invalidField')
      .optional(),
    birthday: z
      .string()
      .regex(/^(\d{4}-\d{2}-\d{2}|)$/, 'birthdayInvalid')
      .optional(),
    email: z
      .union([z.literal(''), z.email('emailInvalid').max(254, 'emailInvalid')], {
        error: 'emailInvalid',
      })
      .optional(),
    whatsapp: optionalText(32),
    facebook: optionalText(64),
    telegram: optionalText(64),
    twitter: optionalText(64),
  },
  result: userInfo,
});

export const confirmAdult = defineEndpoint({
  method: 'POST',
  path: '/user/confirmAdult',
  envelope: 'state',
  auth: 'required',
  tag,
  summary: 'Records that the player confirmed being 18+ and accepted the terms (once).',
  payload: {
    ageConfirmed: z.boolean({ error: 'adultRequired' }).refine((v) => v, 'adultRequired'),
    termsAccepted: z.boolean({ error: 'termsRequired' }).refine((v) => v, 'termsRequired'),
  },
  result: userInfo,
});

export const reportOnline = defineEndpoint({
  method: 'POST',
  path: '/user/reportOnline',
  envelope: 'state',
  auth: 'required',
  tag,
  summary: 'Presence: placeId 1 at start and every 180 s.',
  payload: { placeId: z.number().int().min(0).max(1000) },
  result: empty,
});

export const reportAdid = defineEndpoint({
  method: 'POST',
  path: '/user/adid',
  envelope: 'state',
  auth: 'required',
  tag,
  summary: 'Stores the attribution id (the common field adid) once it is known.',
  payload: { adid: z.string().trim().min(1, 'invalidField').max(128) },
  result: empty,
});

export const serviceEntry = z.object({
  mobileName: z.enum(['VipCS', 'VipWebCS', 'WebCS']),
  mobileNumber: z.array(z.string()),
  minVipLevel: z.number().int(),
});
export type ServiceEntry = z.infer<typeof serviceEntry>;

export const serviceIndex = defineEndpoint({
  method: 'POST',
  path: '/service/index',
  envelope: 'state',
  auth: 'optional',
  tag,
  summary: 'Customer-service contacts from the operator configuration.',
  payload: {},
  result: z.object({ mobile: z.array(serviceEntry) }),
});
