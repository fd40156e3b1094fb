import type { AppModule } from '../module.js';
import { emailPrefsRoutes } from './email-prefs.routes.js';
import { registerEventEmails } from './event-email.js';

export const emailPrefsModule: AppModule = {
  name: 'email-prefs',
  routes: [{ access: 'owner', need: 'settings', plugin: emailPrefsRoutes }],
  jobs: registerEventEmails,
};
