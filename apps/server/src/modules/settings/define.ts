import type { MarketCode } from '@cardroom/contract';
import type { z } from 'zod';

/**
 * One operator setting: its key in the `settings` table, the zod schema every stored value
 * must pass, and the market's default. The module that uses a setting declares it in its own
 * `settings.ts` and lists it in `defineModule({ settings: [...] })`; the app seeds and looks
 * keys up from those lists, so there is no central list to keep in step.
 */
export interface Setting<S extends z.ZodType = z.ZodType> {
  key: string;
  schema: S;
  defaults(market: MarketCode): z.output<S>;
  /**
   * The play-money edition's default (EDITION=play), when it differs: coins and play instead
   * of deposits (the VIP ladder by valid bet, no withdraw banner). Seeding writes it; after
   * that the stored value is read like any other.
   */
  playDefaults?(market: MarketCode): z.output<S>;
  /**
   * A rule over other settings the schema cannot see (banner images against the image hosts):
   * a message naming the problem, or null. The console's save refuses a value it names.
   */
  crossCheck?(value: z.output<S>, read: SettingReader): Promise<string | null>;
}

/** Reads another setting's current value (for crossCheck). */
export type SettingReader = <T extends z.ZodType>(setting: Setting<T>) => Promise<z.output<T>>;

/** A setting of any schema, for lists of them (modules, the registry, seeding). */
export type AnySetting = Setting;

/** The value a setting's readers get: what its schema answers. */
export type SettingValue<D extends AnySetting> = z.output<D['schema']>;

export function defineSetting<S extends z.ZodType>(setting: {
  key: string;
  schema: S;
  // The schema alone decides the type; the defaults are checked against it (literals stay literal).
  defaults(market: MarketCode): NoInfer<z.output<S>>;
  playDefaults?(market: MarketCode): NoInfer<z.output<S>>;
  crossCheck?(value: NoInfer<z.output<S>>, read: SettingReader): Promise<string | null>;
}): Setting<S> {
  if (!/^[A-Za-z]{1,40}$/.test(setting.key)) throw new Error(`bad setting key ${setting.key}`);
  return setting;
}

/** Every module's settings by key, built once when the app is composed (app.ts). */
export class SettingsRegistry {
  readonly #byKey = new Map<string, AnySetting>();
  readonly #owners: ReadonlyMap<string, string>;

  /** `owners` names the module that declares each key (the console groups settings by it). */
  constructor(settings: Iterable<AnySetting>, owners: ReadonlyMap<string, string> = new Map()) {
    this.#owners = owners;
    for (const s of settings) {
      const seen = this.#byKey.get(s.key);
      if (seen && seen !== s) throw new Error(`setting ${s.key} is declared twice`);
      this.#byKey.set(s.key, s);
    }
  }

  get(key: string): AnySetting | undefined {
    return this.#byKey.get(key);
  }

  /** The module that declares a key, or `other` when the registry was built without owners. */
  ownerOf(key: string): string {
    return this.#owners.get(key) ?? 'other';
  }

  all(): AnySetting[] {
    return [...this.#byKey.values()];
  }
}

/** The default a deployment starts from: the play-money edition's own when the setting has one. */
export function editionDefaults<S extends z.ZodType>(
  setting: Setting<S>,
  market: MarketCode,
  edition: 'real' | 'play',
): z.output<S> {
  return edition === 'play' && setting.playDefaults
    ? setting.playDefaults(market)
    : setting.defaults(market);
}
