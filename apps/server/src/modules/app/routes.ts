import { type AppConfig, api, isAllowedImageUrl, type Locale } from '@cardroom/contract';
import type { Deps } from '../../deps.js';
import type { Router } from '../../http/router.js';
import { appEvents, errorReports } from '../client-events/index.js';
import { readSetting, readSettings } from '../settings/index.js';
import { reserve, type WindowRule } from '../throttle/index.js';
import {
  appSetting,
  bannersSetting,
  gameProvidersSetting,
  imageHostsSetting,
  type LocalText,
  rechargeButtonSetting,
  rollMessagesSetting,
} from './settings.js';

/** An operator text in the player's language (a plain string serves every language). */
export function localText(text: LocalText, locale: Locale): string {
  return typeof text === 'string' ? text : text[locale] || text.en;
}

export const LANGUAGES = [
  { name: 'Bahasa Indonesia', key: 'ind', requestKey: 'id' },
  { name: 'English', key: 'en', requestKey: 'en' },
];

/**
 * Client telemetry is unauthenticated, so each address may store only so much of it an hour;
 * beyond that a report is dropped (answered as received: the client has nothing to do about
 * it, and a toast about a crash report would only confuse the player).
 */
export const REPORT_CAPS = {
  errors: { bucket: 'reports:errors', windowSeconds: 3600, max: 60 },
  events: { bucket: 'reports:events', windowSeconds: 3600, max: 600 },
} as const satisfies Record<string, WindowRule>;

export function registerAppRoutes(r: Router, deps: Deps): void {
  const { db, market, config } = deps;

  r.handle(api.gconfig, async () => {
    const [app, providers] = await readSettings(db, market.code, [
      appSetting,
      gameProvidersSetting,
    ]);
    const appConfig: AppConfig = {
      manual_recharge_url: app.manualRechargeUrl,
      faq_url: app.faqUrl,
      currency_sign: market.currencySign,
      phone_prefix: market.phonePrefix,
      app_name: config.appName,
      market: market.code,
      sandbox: config.sandbox,
      edition: config.edition,
      game_origins: providers.origins,
    };
    return { config: JSON.stringify(appConfig), auditStatus: app.auditStatus };
  });

  r.handle(api.languages, async () => LANGUAGES);
  // Banners and the ticker follow the player's language (the request's locale), not the market.
  // A banner whose image host left the allowlist after it was saved is not shown.
  r.handle(api.bannerList, async (_input, ctx) => {
    const [banners, images] = await readSettings(db, market.code, [
      bannersSetting,
      imageHostsSetting,
    ]);
    return banners
      .filter((b) => isAllowedImageUrl(b.imageUrl, images.hosts))
      .map((b) => ({ ...b, title: localText(b.title, ctx.locale) }));
  });
  r.handle(api.rollMsg, async (_input, ctx) =>
    (await readSetting(db, market.code, rollMessagesSetting)).map((m) => ({
      id: m.id,
      text: localText(m.text, ctx.locale),
    })),
  );
  // The play-money edition has nothing to recharge: the button is never shown there.
  r.handle(api.rechargeButtonStatus, async () =>
    config.edition === 'play'
      ? { show: false }
      : readSetting(db, market.code, rechargeButtonSetting),
  );

  r.handle(api.transferEventUpload, async (input, ctx) => {
    if (!(await reserve(db, REPORT_CAPS.events, ctx.ip, deps.now())).ok) return {};
    await db.insert(appEvents).values({
      userId: ctx.session?.userId ?? null,
      deviceNumber: input.deviceNumber ?? null,
      eventName: input.eventName,
      data: input.data ?? null,
    });
    return {};
  });

  r.handle(api.appStackUpload, async (input, ctx) => {
    if (!(await reserve(db, REPORT_CAPS.errors, ctx.ip, deps.now())).ok) return {};
    await db.insert(errorReports).values({
      userId: ctx.session?.userId ?? null,
      reportedUserId: input.userId ?? null,
      deviceNumber: input.deviceNumber ?? null,
      appPackageName: input.appPackageName ?? null,
      data: input.data,
    });
    return {};
  });
}
