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
