import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { empty } from './fields.js';

const tag = 'App';

export const gconfig = defineEndpoint({
  method: 'POST',
  path: '/u/gconfig',
  envelope: 'state',
  auth: 'none',
  tag,
  summary:
    'App configuration: config is JSON text holding manual_recharge_url, faq_url, currency_sign and phone_prefix.',
  payload: {},
  result: z.object({ config: z.string(), auditStatus: z.number().int() }),
});

/** The parsed shape of gconfig's `config` text. */
export const appConfig = z.object({
  manual_recharge_url: z.string(),
  faq_url: z.string(),
  currency_sign: z.string(),
  phone_prefix: z.string(),
  app_name: z.string(),
  market: z.enum(['ID', 'IN']),
  sandbox: z.boolean(),
  /** `play`: coins with no cash value, no deposit or withdrawal (EDITION, docs/OPERATIONS.md). */
  edition: z.enum(['real', 'play']),
  /** The game providers' origins GameWeb may frame (the `gameProviders` setting). */
  game_origins: z.array(z.string()).default([]),
});
export type AppConfig = z.infer<typeof appConfig>;

export const languageItem = z.object({ name: z.string(), key: z.string(), requestKey: z.string() });

export const languages = defineEndpoint({
  method: 'GET',
  path: '/language/languages',
  envelope: 'state',
  auth: 'none',
  tag,
  summary: 'Languages the app offers.',
  payload: {},
  result: z.array(languageItem),
});

export const bannerList = defineEndpoint({
  method: 'POST',
  path: '/banner/list',
  envelope: 'state',
  auth: 'optional',
  tag: 'Home',
  summary: 'Home banners from the operator configuration.',
  payload: {},
  result: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      imageUrl: z.string(),
      /** An app path (e.g. /pages/promo/Promo) or an https URL. */
      link: z.string(),
    }),
  ),
});

export const rollMsg = defineEndpoint({
  method: 'POST',
  path: '/home/rollMsg',
  envelope: 'state',
  auth: 'optional',
  tag: 'Home',
  summary: 'The scrolling announcement line on Home.',
  payload: {},
  result: z.array(z.object({ id: z.string(), text: z.string() })),
});

export const rechargeButtonStatus = defineEndpoint({
  method: 'POST',
  path: '/home/rechargeButtonStatus',
  envelope: 'state',
  auth: 'optional',
  tag: 'Home',
  summary: 'Whether Home shows the deposit button.',
  payload: {},
  result: z.object({ show: z.boolean() }),
});

export const transferEventUpload = defineEndpoint({
  method: 'POST',
  path: '/u/transferEventUpload',
  envelope: 'state',
  auth: 'optional',
  tag,
  summary: 'Stores an app event (attribution / analytics).',
  payload: {
    eventName: z.string().trim().min(1, 'invalidField').max(64),
    data: z.string().max(4000).optional(),
  },
  result: empty,
});

export const appStackUpload = defineEndpoint({
  method: 'POST',
  path: '/u/appStackUpload',
  envelope: 'state',
  auth: 'optional',
  tag,
  summary: 'Stores an uncaught client error report.',
  payload: {
    data: z.string().min(1, 'invalidField').max(16000),
    userId: z.string().max(64).optional(),
  },
  result: empty,
});
