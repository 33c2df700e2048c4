import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';

import { ABILITY_SUBJECTS, useAbility, type AbilityRule } from '@atrium/features/access';
import { Card, PageHeader, SimpleTable, Stack, Typography } from '@atrium/ui';

import type { RootState } from '../store.ts';

/** Every route subject (`all` is only a rule's wildcard, not a screen). */
const subjects = ABILITY_SUBJECTS;

/** A CASL rule as text: `manage all`, `read AclDemo`. */
function ruleText(rule: AbilityRule): string {
  return `${[rule.action].flat().join(',')} ${[rule.subject ?? 'all'].flat().map(String).join(',')}`;
}

/** /access-control: the signed-in user's ability rules and what they allow (the AclDemo subject). */
export function AccessControl() {
  const { t } = useTranslation('app');
  const ability = useAbility();
  const session = useSelector((state: RootState) => state.session);
  const yes = (allowed: boolean) => (
    <Typography
      as="span"
      color={allowed ? 'success' : 'secondary'}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
    >
      {allowed ? <IconCheck size={18} aria-hidden /> : <IconX size={18} aria-hidden />}
      {allowed ? t('accessControl.allowed') : t('accessControl.denied')}
    </Typography>
  );
  return (
    <Stack gap={6}>
      <PageHeader
        title={t('routes.accessControl')}
        description={t('accessControl.signedInAs', {
          name: session.userData?.fullName ?? '',
          role: session.userData?.role ?? '',
        })}
        style={{ marginBlockEnd: 0 }}
      />
      <Card as="section" aria-labelledby="rules-title">
        <Card.Header titleId="rules-title" title={t('accessControl.rules')} />
        <Card.Content>
          <Stack as="ul" gap={2} style={{ margin: 0, paddingInlineStart: 20 }}>
            {session.abilityRules.map((rule) => (
              <li key={ruleText(rule)}>
                <Typography variant="code" dir="ltr">
                  {ruleText(rule)}
                </Typography>
              </li>
            ))}
          </Stack>
        </Card.Content>
      </Card>
      <Card as="section" aria-labelledby="allows-title">
        <Card.Header titleId="allows-title" title={t('accessControl.allows')} />
        <Card.Content>
          <SimpleTable caption={t('accessControl.allows')} hideCaption hover>
            <thead>
              <tr>
                <th scope="col">{t('accessControl.subject')}</th>
                <th scope="col">{t('accessControl.read')}</th>
                <th scope="col">{t('accessControl.manage')}</th>
              </tr>
            </thead>
            <tbody>
              {subjects.map((subject) => (
                <tr key={subject}>
                  <th scope="row">
                    <Typography variant="code" dir="ltr">
                      {subject}
                    </Typography>
                  </th>
                  <td>{yes(ability.can('read', subject))}</td>
                  <td>{yes(ability.can('manage', subject))}</td>
                </tr>
              ))}
            </tbody>
          </SimpleTable>
        </Card.Content>
      </Card>
    </Stack>
  );
}
