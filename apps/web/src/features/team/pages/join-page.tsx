import { TeamOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Flex, Result, Skeleton, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PublicFrame } from '@/features/public';
import { readCredential } from '@/lib/credential';
import { errorText } from '@/lib/error-text';
import { RouterLink } from '@/lib/router-link';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { useSessionStore } from '@/stores/session-store';
import { useEnterAccount } from '../api/enter-account';
import { acceptInvitation, previewInvitation } from '../api/team';

/**
 * /team/join?token=: where an invitation's emailed link leads. It shows who invites and with which role; a signed-in
 * person accepts (their session then acts for the account); anyone else signs in or signs up first and comes back.
 */
export default function JoinTeamPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const signedIn = readCredential() !== null;
  const me = useSessionStore((s) => s.user);
  const enterAccount = useEnterAccount();
  const [error, setError] = useState<string | null>(null);
  // Once accepted, the link is spent: the page must not read it again while the account opens.
  const [accepting, setAccepting] = useState(false);
  const preview = useQuery({
    queryKey: ['team', 'invitation', token],
    queryFn: () => previewInvitation(token),
    enabled: token.length >= 20 && !accepting,
    retry: false,
  });
  const { submit, submitting } = useSingleSubmit(async () => {
    setError(null);
    setAccepting(true);
    try {
      await acceptInvitation(token);
      await enterAccount();
    } catch (e) {
      setAccepting(false);
      setError(errorText(e));
    }
  });
  const back = encodeURIComponent(`/team/join?token=${token}`);

  let body;
  if (token.length < 20 || preview.isError) {
    body = (
      <Result
        status="warning"
        title={t('team.join.invalidTitle')}
        subTitle={preview.isError ? errorText(preview.error) : t('team.join.noToken')}
        extra={<RouterLink to="/login">{t('team.join.toSignIn')}</RouterLink>}
      />
    );
  } else if (preview.isPending) {
    body = <Skeleton active />;
  } else {
    const inv = preview.data;
    body = (
      <Flex vertical gap={16}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          <TeamOutlined aria-hidden /> {t('team.join.title', { account: inv.accountName || inv.accountEmail })}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('team.join.intro')}
        </Typography.Paragraph>
        <Descriptions
          column={1}
          size="small"
          bordered
          items={[
            { key: 'account', label: t('team.join.account'), children: inv.accountEmail },
            { key: 'email', label: t('team.join.for'), children: inv.email },
            { key: 'role', label: t('team.role.label'), children: t(`team.roles.${inv.role}`) },
            {
              key: 'grants',
              label: t('team.role.permissions'),
              children: inv.permissions.map((p) => t(`team.permissions.${p}`)).join(', '),
            },
          ]}
        />
        {error ? <Alert type="error" showIcon message={error} /> : null}
        {signedIn ? (
          <Flex vertical gap={8} align="flex-start">
            {me ? <Typography.Text>{t('team.join.signedInAs', { email: me.email })}</Typography.Text> : null}
            <Button type="primary" size="large" loading={submitting} onClick={() => void submit(undefined)}>
              {t('team.join.accept')}
            </Button>
          </Flex>
        ) : (
          <Flex gap={8} wrap>
            <Button type="primary" href={`/login?redirect=${back}`}>
              {inv.hasAccount ? t('team.join.signInToAccept') : t('team.join.signIn')}
            </Button>
            {inv.hasAccount ? null : <Button href={`/login?mode=register&redirect=${back}`}>{t('team.join.signUp')}</Button>}
          </Flex>
        )}
        {inv.hasAccount || signedIn ? null : (
          <Typography.Text type="secondary">{t('team.join.signUpHint', { email: inv.email })}</Typography.Text>
        )}
      </Flex>
    );
  }
  return (
    <PublicFrame maxWidth={640}>
      <Card>{body}</Card>
    </PublicFrame>
  );
}
