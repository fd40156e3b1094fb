import type { AppModule } from '../module.js';
import { cloudWarehouseAdminRoutes, cloudWarehouseRoutes } from './cloud-warehouse.routes.js';
import { registerCloudWarehouseJobs } from './storage-fees.js';

export const cloudWarehouseModule: AppModule = {
  name: 'cloud-warehouse',
  routes: [
    { access: 'user', need: 'warehouse', plugin: cloudWarehouseRoutes },
    { access: 'admin', plugin: cloudWarehouseAdminRoutes },
  ],
  jobs: registerCloudWarehouseJobs,
};
