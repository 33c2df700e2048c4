import { getDb } from '../db/store.ts';
import { listVehicles } from '../domains/logistics.ts';
import { api, get, json } from './kit.ts';

export const logisticsHandlers = [
  get(api('/apps/logistics/vehicles'), ({ url }) =>
    json(listVehicles(getDb().vehicles, url.searchParams)),
  ),
];
