import { HomeOutlined } from '@ant-design/icons';
import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentRoute } from '../guard';

/** Where the page sits in the route table: its groups, then its own title. */
export function Breadcrumbs() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  if (!route?.meta.locale || route.meta.noTab) return null;
  const trail = [...route.parents, route].filter((r) => r.meta.locale);
  return (
    <Breadcrumb
      style={{ marginBottom: 16 }}
      items={[
        {
          title: (
            <Link to="/dashboard/workplace" aria-label={t('menu.home')}>
              <HomeOutlined />
            </Link>
          ),
        },
        ...trail.map((r, i) => ({
          title:
            i < trail.length - 1 && r.page && !r.path.includes(':') ? (
              <Link to={r.path}>{t(r.meta.locale ?? '')}</Link>
            ) : (
              t(r.meta.locale ?? '')
            ),
        })),
      ]}
    />
  );
}
