import type { UserDevice } from '@atrium/mocks/types';
import { SimpleTable } from '@atrium/ui';

import { useFormat } from './format.ts';

/** The table's texts, from the feature's own namespace. */
export interface DevicesTableTexts {
  caption: string;
  browser: string;
  location: string;
  lastSeen: string;
  /** A device's name: `{{browser}} on {{os}}`. */
  device: (device: UserDevice) => string;
}

/** Where and with what an account signed in lately, newest first (a user's, the signed-in one's). */
export function DevicesTable({
  devices,
  texts,
}: {
  devices: UserDevice[];
  texts: DevicesTableTexts;
}) {
  const format = useFormat();
  return (
    <SimpleTable caption={texts.caption} hideCaption>
      <thead>
        <tr>
          <th scope="col">{texts.browser}</th>
          <th scope="col">{texts.location}</th>
          <th scope="col">{texts.lastSeen}</th>
        </tr>
      </thead>
      <tbody>
        {devices.map((device) => (
          <tr key={device.id}>
            <th scope="row" data-plain>
              {texts.device(device)}
            </th>
            <td>{device.location}</td>
            <td>{format.date(device.lastSeen)}</td>
          </tr>
        ))}
      </tbody>
    </SimpleTable>
  );
}
