import { routes } from '@cardroom/contract';
import { call } from '../api';
import { applyGconfig } from '../stores/app';
import { setLanguageList } from '../stores/language';

/** App-wide configuration, fetched once per page load without blocking the first paint. */
export async function loadAppConfig(): Promise<void> {
  const [config, langs] = await Promise.all([
    call(routes.gconfig, {}, { silent: true }),
    call(routes.languages, {}, { silent: true }),
  ]);
  if (config.ok) applyGconfig(config.data.config, config.data.auditStatus);
  if (langs.ok) setLanguageList(langs.data);
}
