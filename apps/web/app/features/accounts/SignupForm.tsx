import '@mantine/core/styles/PasswordInput.layer.css';
import { Alert, Anchor, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { useApi } from '../../api/use-api';
import { localePath, type Language } from '../../i18n/languages';
import { useAuthSubmit } from './use-auth-submit';
import { useSessionActions } from '../../session/use-session';
import { type FieldError } from '../../lib/forms/field-errors';
import { validateSignup } from './validation';
import { SubmitButton } from '../../ui/SubmitButton';

type Field = 'username' | 'password' | 'confirm';

export function SignupForm({ lang }: { lang: Language }) {
  const { t } = useTranslation();
  const api = useApi();
  const { signIn } = useSessionActions();
  const [values, setValues] = useState<Record<Field, string>>({ username: '', password: '', confirm: '' });
  const { onSubmit, fieldErrors, formError, pending, target } = useAuthSubmit<Field>({
    lang,
    validate: () => ({ fields: validateSignup(values) }),
    fields: ['username', 'password', 'confirm'],
    run: async () => {
      const username = values.username.trim();
      await api.create('users', { username, password: values.password });
      await api.create('authentication', { strategy: 'local', username, password: values.password });
      await signIn();
      notifications.show({ color: 'green', message: t('accounts.signup.welcome', { username }) });
    },
  });
  const say = (error: FieldError | undefined) => (error ? t(error.key, error.values ?? {}) : undefined);
  const bind = (field: Field) => ({
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [field]: value }));
    },
    error: say(fieldErrors[field]),
    name: field,
    required: true,
    'data-testid': `signup-${field}`,
  });

  return (
    <Paper withBorder p="lg" maw={420} mx="auto" w="100%">
      <form method="post" onSubmit={onSubmit} noValidate data-testid="signup-form">
        <Stack>
          <Title order={1}>{t('accounts.signup.heading')}</Title>
          <Text size="sm" c="dimmed">
            {t('accounts.signup.intro')}
          </Text>
          {formError && (
            <Alert color="red" role="alert" data-testid="signup-error">
              {say(formError)}
            </Alert>
          )}
          <TextInput label={t('accounts.username')} autoComplete="username" {...bind('username')} />
          <PasswordInput label={t('accounts.password')} autoComplete="new-password" {...bind('password')} />
          <PasswordInput label={t('accounts.confirm')} autoComplete="new-password" {...bind('confirm')} />
          <SubmitButton loading={pending} data-testid="signup-submit">
            {t('accounts.signup.submit')}
          </SubmitButton>
          <Text size="sm">
            {t('accounts.signup.hasAccount')}{' '}
            <Anchor component={Link} to={`${localePath(lang, '/signin')}?redirect=${encodeURIComponent(target)}`}>
              {t('accounts.signup.toSignin')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </Paper>
  );
}
