import '@mantine/core/styles/PasswordInput.layer.css';
import { Alert, Anchor, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { useApi } from '../../api/use-api';
import { localePath, type Language } from '../../i18n/languages';
import { useAuthSubmit } from './use-auth-submit';
import { useSessionActions } from '../../session/use-session';
import { validateSignin } from './validation';
import { SubmitButton } from '../../ui/SubmitButton';

export function SigninForm({ lang }: { lang: Language }) {
  const { t } = useTranslation();
  const api = useApi();
  const { signIn } = useSessionActions();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const { onSubmit, formError, pending, target } = useAuthSubmit<'username' | 'password'>({
    lang,
    validate: () => validateSignin({ username, password }),
    run: async () => {
      await api.create('authentication', { strategy: 'local', username: username.trim(), password });
      await signIn();
    },
    fields: [],
    unauthorizedKey: 'errors.signinFailed',
  });

  return (
    <Paper withBorder p="lg" maw={420} mx="auto" w="100%">
      <form method="post" onSubmit={onSubmit} noValidate data-testid="signin-form">
        <Stack>
          <Title order={1}>{t('accounts.signin.heading')}</Title>
          {formError && (
            <Alert color="red" role="alert" data-testid="signin-error">
              {t(formError.key, formError.values ?? {})}
            </Alert>
          )}
          <TextInput
            label={t('accounts.username')}
            name="username"
            autoComplete="username"
            required
            value={username}
            onChange={(event) => setUsername(event.currentTarget.value)}
            data-testid="signin-username"
          />
          <PasswordInput
            label={t('accounts.password')}
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            data-testid="signin-password"
          />
          <SubmitButton loading={pending} data-testid="signin-submit">
            {t('accounts.signin.submit')}
          </SubmitButton>
          <Text size="sm">
            {t('accounts.signin.noAccount')}{' '}
            <Anchor component={Link} to={`${localePath(lang, '/signup')}?redirect=${encodeURIComponent(target)}`}>
              {t('accounts.signin.toSignup')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </Paper>
  );
}
