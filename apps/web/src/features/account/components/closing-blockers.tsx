import { Flex, Typography } from 'antd';
import type { ClosingBlocker, ClosingCheck } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { formatCents } from '@/lib/money-text';
import { RouterLink } from '@/lib/router-link';
import shared from '@/lib/shared.module.css';
import { useLocale } from '@/lib/use-locale';

/** Where a blocker is settled: a console page and the words of the link to it. */
export type BlockerLinks = Partial<Record<ClosingBlocker, { to: string; label: string }>>;

/**
 * What keeps an account from closing, one line each with its amount (money in the account's currency, orders and
 * units counted) and, where given, a link to the page that settles it. The seller's Privacy tab and the admin's user
 * page show the same list.
 */
export function ClosingBlockers({ closing, links = {} }: { closing: ClosingCheck; links?: BlockerLinks }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const amount: Record<ClosingBlocker, string> = {
    balance: formatCents(closing.balanceCents, closing.currency, locale),
    commissions: formatCents(closing.commissionsCents, closing.currency, locale),
    orders: t('account.privacy.blockers.ordersCount', { count: closing.openOrders }),
    stock: t('account.privacy.blockers.unitsCount', { count: closing.stockUnits }),
  };
  return (
    <Flex vertical gap={4} component="ul" className={shared.plainList} aria-label={t('account.privacy.blockers.label')}>
      {closing.blockers.map((b) => {
        const link = links[b];
        return (
          <Flex key={b} component="li" gap={8} wrap align="baseline" data-blocker={b}>
            <Typography.Text>{t(`account.privacy.blockers.${b}`)}</Typography.Text>
            <Typography.Text strong className={shared.nowrap}>
              {amount[b]}
            </Typography.Text>
            {link ? <RouterLink to={link.to}>{link.label}</RouterLink> : null}
          </Flex>
        );
      })}
    </Flex>
  );
}
