export interface Vehicle {
  id: number;
  /** Tracking number of the vehicle's current location. */
  location: number;
  startCity: string;
  startCountry: string;
  endCity: string;
  endCountry: string;
  warnings: string;
  /** 0 to 100. */
  progress: number;
}

export interface VehiclesResponse {
  vehicles: Vehicle[];
  totalVehicles: number;
}

/** A vehicle on the fleet map: the list's record plus its driver and its route's ends. */
export interface FleetVehicle extends Vehicle {
  /** Who drives it, seeded per vehicle. */
  driver: string;
  /** [longitude, latitude] of the start city. */
  startCoords: [number, number];
  /** [longitude, latitude] of the end city. */
  endCoords: [number, number];
}

/** GET /api/apps/logistics/fleet: every vehicle at once (the map shows them all). */
export interface FleetResponse {
  vehicles: FleetVehicle[];
  total: number;
}
