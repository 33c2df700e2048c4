import { HomeStatusScreen } from './status-screen.tsx';

export function UnderMaintenance() {
  return <HomeStatusScreen texts="underMaintenance" />;
}
