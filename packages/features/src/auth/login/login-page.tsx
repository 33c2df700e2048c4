import { useTranslation } from 'react-i18next';

import { Alert, Box, Card, Stack, Typography } from '@atrium/ui';

import { loginErrorMessage, requestLogin, type LoginResponse } from '../api.ts';
import { LoginForm, type LoginFormValues } from './login-form.tsx';

export interface LoginPageProps {
  /** Called with the login answer; the app stores the session and navigates (the button spins until then). */
  onSignedIn: (result: LoginResponse & { remember: boolean }) => void | Promise<void>;
}

/** The sign-in screen (v1 look): a centred card with the form and the demo accounts. */
export function LoginPage({ onSignedIn }: LoginPageProps) {
  const { t } = useTranslation('auth');

  const submit = async ({ email, password, remember }: LoginFormValues): Promise<string | null> => {
    const result = await requestLogin({ email, password });
    if ('error' in result) return loginErrorMessage(result.error, t('login.errors.default'));
    await onSignedIn({ ...result.data, remember });
    return null;
  };

  return (
    <Stack as="main" align="center" justify="center" minBlockSize="100vh" padding={4}>
      <Box inlineSize="100%" maxInlineSize={460}>
        <Card as="section" aria-labelledby="login-title">
          <Card.Content>
            <Stack gap={5}>
              <Typography variant="h4" as="p" color="brand" weight="bold">
                Atrium
              </Typography>
              <Stack gap={1}>
                <Typography variant="h4" as="h1" id="login-title">
                  {t('login.title')}
                </Typography>
                <Typography color="secondary">{t('login.subtitle')}</Typography>
              </Stack>
              <Alert severity="info" title={t('login.demoTitle')}>
                {/* Credentials read left to right in every language. */}
                <strong>{t('login.demoAdmin')}</strong>{' '}
                <span dir="ltr">admin@demo.com / admin</span>
                <br />
                <strong>{t('login.demoClient')}</strong>{' '}
                <span dir="ltr">client@demo.com / client</span>
              </Alert>
              <LoginForm onSubmit={submit} />
            </Stack>
          </Card.Content>
        </Card>
      </Box>
    </Stack>
  );
}
