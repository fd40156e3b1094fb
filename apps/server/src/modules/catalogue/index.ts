import type { AppModule } from '../module.js';
import { registerImportJob } from './import-job.js';
import { importsRoutes } from './imports.routes.js';
import { productsRoutes } from './products.routes.js';

/** The admin's catalogue: products and CSV imports, written by a job. */
export const catalogueModule: AppModule = {
  name: 'catalogue',
  routes: [
    { access: 'admin', plugin: productsRoutes },
    { access: 'admin', plugin: importsRoutes },
  ],
  jobs: registerImportJob,
};
