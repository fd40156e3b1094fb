import { Card, Col, Flex, QRCode, Row, Typography } from 'antd';
import type { ReferralOverview } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { SmallText } from '@/lib/small-text';
import { ProgrammeRules } from './programme-rules';

/** The address a referee signs up at: the sign-up form with the code filled in. */
export const inviteLink = (code: string, origin: string = window.location.origin) =>
  `${origin}/login?mode=register&invite=${encodeURIComponent(code)}`;

/** What the seller passes on: the link and the code, each to copy, a QR code of the link and a message to share. */
export function InviteCard({ overview }: { overview: ReferralOverview }) {
  const { t } = useTranslation();
  const link = inviteLink(overview.inviteCode);
  const share = t('referral.invite.shareText', { link, code: overview.inviteCode });
  const copied = t('referral.invite.copied');

  return (
    <Card title={t('referral.invite.title')}>
      <Row gutter={[24, 16]}>
        <Col xs={24} md={16} xl={17}>
          <Flex vertical gap={16}>
            <ProgrammeRules overview={overview} />
            <div>
              <SmallText type="secondary">{t('referral.invite.link')}</SmallText>
              <Typography.Paragraph
                strong
                style={{ margin: 0, overflowWrap: 'anywhere' }}
                copyable={{ text: link, tooltips: [t('referral.invite.copyLink'), copied] }}
                data-testid="invite-link"
              >
                {link}
              </Typography.Paragraph>
            </div>
            <div>
              <SmallText type="secondary">{t('referral.invite.code')}</SmallText>
              <div>
                <Typography.Text
                  code
                  strong
                  style={{ fontSize: 16 }}
                  copyable={{ text: overview.inviteCode, tooltips: [t('referral.invite.copyCode'), copied] }}
                  data-testid="invite-code"
                >
                  {overview.inviteCode}
                </Typography.Text>
              </div>
            </div>
            <div>
              <SmallText type="secondary">{t('referral.invite.share')}</SmallText>
              <Typography.Paragraph
                style={{ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
                copyable={{ text: share, tooltips: [t('referral.invite.copyShare'), copied] }}
                data-testid="invite-share"
              >
                {share}
              </Typography.Paragraph>
            </div>
          </Flex>
        </Col>
        <Col xs={24} md={8} xl={7}>
          <Flex vertical align="center" gap={8}>
            <QRCode value={link} type="svg" size={160} aria-label={t('referral.invite.qr')} />
            <SmallText type="secondary" style={{ textAlign: 'center' }}>
              {t('referral.invite.qrHint')}
            </SmallText>
          </Flex>
        </Col>
      </Row>
    </Card>
  );
}
