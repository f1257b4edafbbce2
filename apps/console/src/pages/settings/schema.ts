/**
 * The part of JSON Schema the server's `z.toJSONSchema` writes for our settings, and what a
 * form needs to know about a node. Hints only: the server checks every value again.
 */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  readOnly?: boolean;
  /** `{ not: {} }`: a field that no longer exists (renamed or removed); the form leaves it out. */
  not?: unknown;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  /** Set by the server on integer minor-unit money fields. */
  'x-money'?: boolean;
}

export type Kind =
  | 'localText'
  | 'object'
  | 'array'
  | 'enum'
  | 'string'
  | 'integer'
  | 'number'
  | 'boolean'
  | 'gone'
  | 'json';

const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The `{en,id}` text union (a plain string is also accepted by the schema). */
function isLocalText(s: JsonSchema): boolean {
  const obj = s.anyOf?.find((o) => o.type === 'object');
  return (
    s.anyOf?.length === 2 &&
    s.anyOf.some((o) => o.type === 'string') &&
    Boolean(obj?.properties?.en && obj.properties.id)
  );
}

export function kindOf(s: JsonSchema): Kind {
  if (s.not !== undefined) return 'gone';
  if (isLocalText(s)) return 'localText';
  if (s.enum) return 'enum';
  switch (s.type) {
    case 'object':
      return s.properties ? 'object' : 'json';
    case 'array':
      return s.items ? 'array' : 'json';
    case 'string':
    case 'integer':
    case 'number':
    case 'boolean':
      return s.type;
    default:
      return 'json';
  }
}

/** A new row's value: empty texts, zeros, false, the first choice. */
export function emptyOf(s: JsonSchema): unknown {
  switch (kindOf(s)) {
    case 'localText':
      return { en: '', id: '' };
    case 'object':
      return Object.fromEntries(
        Object.entries(s.properties ?? {})
          .filter(([, p]) => kindOf(p) !== 'gone')
          .map(([k, p]) => [k, emptyOf(p)]),
      );
    case 'array':
      return [];
    case 'enum':
      return s.enum?.[0] ?? '';
    case 'integer':
    case 'number':
      return Math.max(0, s.minimum ?? 0);
    case 'boolean':
      return false;
    case 'string':
      return '';
    default:
      return null;
  }
}

/** A local text as its two languages (a legacy plain string fills both). */
export function bothLanguages(v: unknown): { en: string; id: string } {
  if (typeof v === 'string') return { en: v, id: v };
  if (isObj(v)) return { en: String(v.en ?? ''), id: String(v.id ?? '') };
  return { en: '', id: '' };
}

/**
 * What a number input holds, as the value sent: a number when it reads as one, else the
 * text itself, so the server answers "expected number" next to the field instead of the
 * form guessing.
 */
export function numberFrom(text: string): unknown {
  const t = text.trim();
  return t !== '' && Number.isFinite(Number(t)) ? Number(t) : t;
}

/** A field's label from its key: `autoPayoutLimit` → "Auto payout limit". */
export function labelOf(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const joinPath = (path: string, key: string | number) =>
  path ? `${path}.${key}` : String(key);
