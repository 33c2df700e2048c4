export { AppShell, type AppShellProps, type ShellLayout } from './app-shell.tsx';
