/**
 * The app's texts and the `t` that reads them: one namespace of nested keys per language
 * (`t('promo.checkin.streak', { count: 3 })`), `{{name}}` placeholders, `_one`/`_other` plural
 * forms chosen by `Intl.PluralRules`, and whole objects on request (`returnObjects`). It is the
 * part of i18next the app used (the same key, placeholder and plural conventions) in about
 * 1 KB instead of 17.6 KB of the first load; docs/architecture/web.md "Budget" says why.
 */

export type TextTree = { [key: string]: unknown };

/** Placeholder values, `count` (which also picks the plural form) and `returnObjects`. */
export type TOptions = { count?: number; returnObjects?: boolean } & Record<string, unknown>;

export interface TFunction {
  (key: string, options?: TOptions & { returnObjects?: false }): string;
  /** The value as it is in the texts: a list of paragraphs, say. `undefined` when missing. */
  (key: string, options: TOptions & { returnObjects: true }): unknown;
}

/** Texts keyed by plural category (`days_one`, `days_other`): the languages' own names for Intl. */
const PLURAL_LOCALE: Record<string, string> = { en: 'en', ind: 'id' };

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

function isTree(v: unknown): v is TextTree {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Copies `from` into `into` where `into` has no value yet: a text already loaded is kept. */
function mergeMissing(into: TextTree, from: TextTree): void {
  for (const [k, v] of Object.entries(from)) {
    const have = into[k];
    if (have === undefined) into[k] = isTree(v) ? structuredClone(v) : v;
    else if (isTree(have) && isTree(v)) mergeMissing(have, v);
  }
}

function lookup(tree: TextTree | undefined, key: string): unknown {
  let at: unknown = tree;
  for (const part of key.split('.')) {
    if (!isTree(at)) return undefined;
    at = at[part];
  }
  return at;
}

function interpolate(text: string, values: Record<string, unknown>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const v = values[name];
    // A missing value keeps its placeholder visible, as i18next does: a bug shows, not a blank.
    return v === undefined || v === null ? whole : String(v);
  });
}

export class Translator {
  private lang = '';
  private readonly texts = new Map<string, TextTree>();
  /** Feature texts added so far; a language loaded later gets them too. */
  private readonly extras: Array<Record<string, TextTree>> = [];
  private readonly listeners = new Set<() => void>();
  private readonly plurals = new Map<string, Intl.PluralRules>();
  private changes = 0;

  get language(): string {
    return this.lang;
  }

  /** Counts loads and language changes: the snapshot `useTranslation` re-renders on. */
  get version(): number {
    return this.changes;
  }

  /** Makes `texts` the base of `lang` (with every feature's texts added so far). */
  load(lang: string, texts: TextTree): void {
    const tree = structuredClone(texts);
    for (const extra of this.extras) {
      const mine = extra[lang];
      if (mine) mergeMissing(tree, mine);
    }
    this.texts.set(lang, tree);
    this.notify();
  }

  /** One feature's texts by language, merged where no text of that key is loaded yet; once. */
  add(byLang: Record<string, TextTree>): void {
    const same = (e: Record<string, TextTree>) =>
      Object.keys(byLang).every((lang) => e[lang] === byLang[lang]);
    if (this.extras.some(same)) return;
    this.extras.push(byLang);
    for (const [lang, tree] of this.texts) {
      const mine = byLang[lang];
      if (mine) mergeMissing(tree, mine);
    }
  }

  hasLanguage(lang: string): boolean {
    return this.texts.has(lang);
  }

  changeLanguage(lang: string): void {
    if (lang === this.lang) return;
    this.lang = lang;
    this.notify();
  }

  /** Bound, so it can be passed around like i18next's. A missing text shows its key. */
  readonly t: TFunction = ((key: string, options: TOptions = {}): unknown => {
    const tree = this.texts.get(this.lang);
    let value: unknown;
    if (typeof options.count === 'number') {
      value = lookup(tree, `${key}_${this.pluralOf(options.count)}`);
    }
    value ??= lookup(tree, key);
    if (options.returnObjects) return value;
    if (typeof value !== 'string') return key;
    return interpolate(value, options);
  }) as TFunction;

  /** For `useSyncExternalStore`: a language change re-renders every component that reads texts. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private pluralOf(count: number): Intl.LDMLPluralRule {
    let rules = this.plurals.get(this.lang);
    if (!rules) {
      rules = new Intl.PluralRules(PLURAL_LOCALE[this.lang] ?? this.lang);
      this.plurals.set(this.lang, rules);
    }
    return rules.select(count);
  }

  private notify(): void {
    this.changes += 1;
    for (const listener of this.listeners) listener();
  }
}

/** The app's one translator. */
export const i18n = new Translator();
