import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The query parameter holding the selected vehicle's id, so a reload or a link keeps it. */
export const VEHICLE_PARAM = 'vehicle';

/** The selected vehicle's id from the URL (null when none), and a way to change it. */
export function useSelectedVehicle(): [string | null, (id: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const select = useCallback(
    (id: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id) next.set(VEHICLE_PARAM, id);
          else next.delete(VEHICLE_PARAM);
          return next;
        },
        // Choosing vehicles is looking around, not navigating: Back leaves the screen.
        { replace: true },
      ),
    [setParams],
  );
  return [params.get(VEHICLE_PARAM), select];
}
