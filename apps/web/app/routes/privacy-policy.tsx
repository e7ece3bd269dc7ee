import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';
import type { Route } from './+types/privacy-policy';
import { translatedMeta } from '../lib/meta';
import { useRootData } from '../root';

export const meta: Route.MetaFunction = ({ params }) => translatedMeta(params.lang, 'meta.privacy');

export default function PrivacyPolicy() {
  const { t } = useTranslation();
  const config = useRootData()?.publicConfig;
  const analyticsHost = config?.analyticsUrl ? new URL(config.analyticsUrl).host : '';
  return (
    <Stack gap="md" maw={800}>
      <Title order={1}>{t('privacy.heading')}</Title>
      <Text>{t('privacy.intro')}</Text>
      <Title order={2}>{t('privacy.storedTitle')}</Title>
      <Text>{t('privacy.stored')}</Text>
      <Title order={2}>{t('privacy.analyticsTitle')}</Title>
      <Text>{t('privacy.analytics')}</Text>
      <Text fw={600} data-testid="privacy-analytics-state">
        {analyticsHost ? t('privacy.analyticsOn', { service: analyticsHost }) : t('privacy.analyticsOff')}
      </Text>
      <Title order={2}>{t('privacy.botCheckTitle')}</Title>
      <Text>{t('privacy.botCheck')}</Text>
      <Text fw={600}>{config?.botCheckSiteKey ? t('privacy.botCheckOn') : t('privacy.botCheckOff')}</Text>
      <Title order={2}>{t('privacy.rightsTitle')}</Title>
      <Text>{t('privacy.rights')}</Text>
    </Stack>
  );
}
