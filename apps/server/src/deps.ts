import { MARKETS, type Market } from '@cardroom/contract';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { GoogleVerifier } from './modules/auth/google.js';
import type { SandboxGateway } from './modules/gateway/sandbox.js';
import type { PaymentGateway } from './modules/gateway/types.js';
import type { Ledger } from './modules/ledger/ledger.js';
import type { SandboxGoogle } from './modules/sandbox/types.js';
import type { SettingsRegistry } from './modules/settings/define.js';
import type { SmsSender } from './modules/sms/sender.js';

/** What services need from the outside world, built once per app instance. */
export interface Deps {
  config: Config;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  market: Market;
  /** The only way to move money (DESIGN.md §3). */
  ledger: Ledger;
  sms: SmsSender;
  /** The payment gateway online deposits go through (null: online payment unavailable). */
  gateway: PaymentGateway | null;
  /** The simulator's own controls (pay page, resend, retry job), sandbox mode only. */
  sandboxGateway: SandboxGateway | null;
  google: GoogleVerifier;
  /** Every module's operator settings by key (from the modules' `settings` lists). */
  settings: SettingsRegistry;
  sandboxGoogle: SandboxGoogle | null;
  /** Time as services see it; tests move it forward to expire codes. */
  now(): Date;
}

export function marketOf(config: Config): Market {
  return MARKETS[config.market];
}
