import { defineModule } from '../module.js';

/** The table uncaught client errors land in (`/u/appStackUpload`, served by `app`). */
export const reportsModule = defineModule({ name: 'reports' });

export { appEvents, errorReports } from './schema.js';
