import { z } from 'zod';
import { defineConsoleEndpoint } from '../console-endpoint.js';

/**
 * Every module's operator settings as validated forms (issue 13): the list with a JSON Schema
 * made from each setting's zod schema, a preview (errors per field or the diff, nothing
 * saved) and a save that compares against the version the operator saw. Owner edits every
 * setting; marketing only the content ones (the server decides per key).
 */
const tag = 'Console';

const key = z.string().trim().min(1).max(40);
/** The setting's stored version the operator's form started from (opaque to the client). */
const version = z.string().trim().min(1).max(40);

export const consoleSettingEntry = z.object({
  key: z.string(),
  /** The module that declares the setting (the list is grouped by it). */
  module: z.string(),
  /** The zod schema as JSON Schema (input side); the server still checks what it cannot say. */
  jsonSchema: z.record(z.string(), z.unknown()),
  value: z.unknown(),
  defaultValue: z.unknown(),
  version: z.string(),
  /** Top-level fields this operator may change; null means every field. */
  editableFields: z.array(z.string()).nullable(),
});
export type ConsoleSettingEntry = z.infer<typeof consoleSettingEntry>;

export const settingFieldError = z.object({ path: z.string(), message: z.string() });
export type SettingFieldError = z.infer<typeof settingFieldError>;

export const settingChange = z.object({
  path: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type SettingChange = z.infer<typeof settingChange>;

export const consoleSettingsList = defineConsoleEndpoint({
  method: 'GET',
  path: '/console/api/settings/list',
  envelope: 'state',
  auth: 'required',
  access: ['owner', 'marketing'],
  tag,
  summary: 'The settings this operator may edit: schema, current value, default and version.',
  payload: {},
  result: z.object({
    settings: z.array(consoleSettingEntry),
    /** The market, so money fields (JSON Schema `x-money`) show their formatted amount. */
    market: z.enum(['ID', 'IN']),
  }),
});

export const consoleSettingPreview = defineConsoleEndpoint({
  method: 'POST',
  path: '/console/api/settings/preview',
  envelope: 'state',
  auth: 'required',
  access: ['owner', 'marketing'],
  tag,
  summary:
    'Checks a proposed value: the errors per field, or the changes before → after. Saves nothing.',
  payload: { key, value: z.unknown() },
  result: z.object({
    errors: z.array(settingFieldError),
    changes: z.array(settingChange),
  }),
});

export const consoleSettingSave = defineConsoleEndpoint({
  method: 'POST',
  path: '/console/api/settings/save',
  envelope: 'state',
  auth: 'required',
  access: ['owner', 'marketing'],
  tag,
  summary: 'Saves a value if the setting is still at the version the operator saw. Audited.',
  payload: { key, value: z.unknown(), version },
  result: z.object({ version: z.string(), value: z.unknown() }),
});
