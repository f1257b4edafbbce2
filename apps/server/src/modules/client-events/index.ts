import { defineModule } from '../module.js';

/** What clients send about themselves: the table uncaught client errors land in (`/u/appStackUpload`, served by `app`). */
export const clientEventsModule = defineModule({ name: 'client-events' });

export { appEvents, errorReports } from './schema.js';
