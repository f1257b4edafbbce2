import { z } from 'zod';

/**
 * Fields the request wrapper adds to every call (SPEC.md §3). They travel in the JSON
 * body for POST and the query for GET. `uid` is accepted only to be checked against
 * the session; the server never takes identity from it.
 */
export const commonFields = {
  appId: z.union([z.string().max(32), z.number().int()]).optional(),
  deviceNumber: z.string().max(128).optional(),
  locale: z.string().max(16).optional(),
  appPackageName: z.string().max(128).optional(),
  h5No: z.string().max(64).optional(),
  adid: z.string().max(128).optional(),
  sign: z.string().max(256).optional(),
  uid: z.string().max(64).optional(),
};

export type CommonFields = {
  [K in keyof typeof commonFields]?: z.infer<(typeof commonFields)[K]>;
};

/** Device details the sign-in calls send (SPEC.md §3, "Device info sent at login"). */
export const deviceInfoFields = {
  deviceName: z.string().max(128).optional(),
  systemVersion: z.string().max(64).optional(),
  appVersion: z.string().max(32).optional(),
  referralCode: z.string().max(32).optional(),
  /** `withdraw`: during a break, sign in only to withdraw (a session limited to that). */
  purpose: z.enum(['withdraw']).optional(),
};
